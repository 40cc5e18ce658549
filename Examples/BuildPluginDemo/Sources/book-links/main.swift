import BookLinks

// Prints what each link on the command line resolves to, one line per link.
for link in CommandLine.arguments.dropFirst() { print(describeLink(link)) }
