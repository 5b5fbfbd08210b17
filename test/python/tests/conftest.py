"""The tests import the committed package (generated/python), as a consumer would."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "generated", "python"))
