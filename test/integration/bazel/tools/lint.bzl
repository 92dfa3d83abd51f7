"""The workspace's json-tidy aspect, with its own configuration."""

load("@json_tidy//:json_tidy.bzl", "make_json_tidy_aspect")

json_tidy = make_json_tidy_aspect(config = Label("//:json-tidy.yaml"))
