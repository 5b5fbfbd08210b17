package gotest

// The readers' growth, for npm run bench (tools/bench/reader-growth.ts): TranslateResponse of a
// tool result of many content blocks, which becomes one protocol error's text, at N and 4N
// blocks. Linear work takes about four times as long at 4N; the text once built by appending a
// string per block took sixteen.

import (
	"fmt"
	"runtime"
	"strings"
	"testing"

	mcperrors "github.com/mcp-errgen/mcp-errgen/generated/go"
)

// ToolResultOfBlocks is a JSON-RPC tool result with isError and n text blocks; the TypeScript
// bench builds the same text.
func toolResultOfBlocks(n int) []byte {
	var b strings.Builder
	b.WriteString(`{"jsonrpc":"2.0","id":1,"result":{"isError":true,"content":[`)
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"type":"text","text":"block %d"}`, i)
	}
	b.WriteString(`]}}`)
	return []byte(b.String())
}

func BenchmarkToolResultBlocks(b *testing.B) {
	for _, n := range []int{25_000, 100_000} {
		body := toolResultOfBlocks(n)
		options := mcperrors.ResponseOptions{Request: mcperrors.Request{ID: 1, Method: "tools/call"}, ToolInputError: true}
		b.Run(fmt.Sprintf("blocks=%d", n), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				// Each call starts from a collected heap, so one call's garbage is not another's cost.
				b.StopTimer()
				runtime.GC()
				b.StartTimer()
				if carried, _ := mcperrors.TranslateResponse("2025-11-25", "2025-06-18", 200, body, options); !carried.OK {
					b.Fatal(carried.Reason)
				}
			}
		})
	}
}
