import GhostApp

for link in CommandLine.arguments.dropFirst() { print(describeLink(link)) }
