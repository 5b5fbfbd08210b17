// Command go-server is a dual-era MCP server on net/http: 2026-07-28 stateless requests and
// 2025-11-25 sessions on one URL, every protocol error from the generated Go module
// (generated/go). It listens on 127.0.0.1 only and prints its endpoint's URL.
//
//	go run . [-port N]
package main

import (
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"time"
)

func main() {
	port := flag.Int("port", 0, "port on 127.0.0.1; 0 picks a free one")
	flag.Parse()
	listener, err := net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", *port))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("dual-era MCP server listening on http://%s%s\n", listener.Addr(), mcpPath)
	// Headers must arrive within 10 s, and a body within defaultOptions.bodyTimeout of them.
	server := &http.Server{Handler: newHandler(defaultOptions), ReadHeaderTimeout: 10 * time.Second}
	if err := server.Serve(listener); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
