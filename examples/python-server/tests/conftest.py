"""The tests import the server's modules from examples/python-server and the committed package
(generated/python), as main.py runs them."""

import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, ".."))
sys.path.insert(0, os.path.join(here, "..", "..", "..", "generated", "python"))
