"""A dual-era MCP server on Starlette and uvicorn: 2026-07-28 stateless requests and 2025-11-25
sessions on one URL, every protocol error from the generated Python package (generated/python,
importable as mcp_errors). It listens on 127.0.0.1 only and prints its endpoint's URL.

    PYTHONPATH=generated/python python examples/python-server/main.py [--port N]
"""

from __future__ import annotations

import argparse
import socket

import uvicorn

from server import MCP_PATH, DualEraServer


def main() -> None:
    parser = argparse.ArgumentParser(description="A dual-era MCP server on Starlette and uvicorn.")
    parser.add_argument("--port", type=int, default=0, help="port on 127.0.0.1; 0 picks a free one")
    port = parser.parse_args().port
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", port))
    host, bound = listener.getsockname()
    print(f"dual-era MCP server listening on http://{host}:{bound}{MCP_PATH}", flush=True)
    config = uvicorn.Config(
        DualEraServer(),
        lifespan="off",
        log_level="warning",
        access_log=False,
        server_header=False,
    )
    uvicorn.Server(config).run(sockets=[listener])


if __name__ == "__main__":
    main()
