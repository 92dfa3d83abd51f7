"""python3 -m json_tidy: what the json-tidy wrapper runs."""
import sys

from .cli import main

sys.exit(main(sys.argv[1:]))
