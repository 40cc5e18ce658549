/* The floor of reading a spec: the whole file in memory, then libyaml's events pulled over it and counted. Nothing
 * is built from them, so no reader of YAML through libyaml can be faster than this.
 *
 *   libyaml-events SPEC.yaml      prints the number of events
 */
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

static unsigned char *read_file(const char *path, size_t *size) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    fseek(file, 0, SEEK_END);
    long length = ftell(file);
    fseek(file, 0, SEEK_SET);
    unsigned char *bytes = malloc(length > 0 ? (size_t)length : 1);
    *size = bytes ? fread(bytes, 1, (size_t)length, file) : 0;
    fclose(file);
    return bytes;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: libyaml-events SPEC.yaml\n");
        return 2;
    }
    size_t size;
    unsigned char *bytes = read_file(argv[1], &size);
    if (!bytes) {
        perror(argv[1]);
        return 2;
    }
    yaml_parser_t parser;
    yaml_event_t event;
    if (!yaml_parser_initialize(&parser)) return 1;
    yaml_parser_set_input_string(&parser, bytes, size);
    long events = 0;
    for (int finished = 0; !finished; events++) {
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s: %s\n", argv[1], parser.problem ? parser.problem : "invalid YAML");
            return 1;
        }
        finished = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
    }
    yaml_parser_delete(&parser);
    free(bytes);
    printf("%ld events\n", events);
    return 0;
}
