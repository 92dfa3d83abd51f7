"""The two ways a json-tidy run fails: both exit with status 2."""


class UsageError(Exception):
    """The command line is wrong; the usage is printed after the message."""


class ToolError(Exception):
    """A tool, a file or the environment is wrong; the message says what to do."""
