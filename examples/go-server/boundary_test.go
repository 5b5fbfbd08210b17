package main

// What the clock and a slow peer decide at the Go example server, as the TypeScript examples'
// tests have it (test/peers/legacy-sessions.test.ts): sessions end when idle or when too many
// are open, an id no server issued is a malformed request, and a body that never ends is cut
// off. The HTTP boundary itself is tested from test/go-target/go-server.test.ts, case for case
// with the TypeScript server.

import (
	"bufio"
	"encoding/json"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// clock is a time that only moves when a test says so.
type clock struct{ t time.Time }

func (c *clock) now() time.Time          { return c.t }
func (c *clock) advance(d time.Duration) { c.t = c.t.Add(d) }

func sessionHeaders(id string) http.Header {
	return http.Header{"Mcp-Session-Id": {id}}
}

func refusedWith(t *testing.T, refused *answer, status int) {
	t.Helper()
	if refused == nil || refused.status != status {
		t.Fatalf("got %+v, want status %d", refused, status)
	}
}

func TestSessionsEndWhenIdle(t *testing.T) {
	c := &clock{t: time.Unix(1_000_000, 0)}
	sessions := newLegacySessions(sessionLimits{idle: time.Second, max: 1000, now: c.now})
	id := sessions.open("2025-11-25")
	c.advance(999 * time.Millisecond)
	if refused := sessions.admit(sessionHeaders(id), 1); refused != nil {
		t.Fatalf("a session used within its idle time was refused: %+v", refused)
	}
	c.advance(999 * time.Millisecond)
	if refused := sessions.admit(sessionHeaders(id), 2); refused != nil {
		t.Fatalf("each use renews a session: %+v", refused)
	}
	c.advance(time.Second)
	refusedWith(t, sessions.admit(sessionHeaders(id), 3), http.StatusNotFound)
	if a := sessions.end(sessionHeaders(id)); a.status != http.StatusNotFound {
		t.Fatalf("DELETE of an expired session: %d", a.status)
	}
	if n := sessions.size(); n != 0 {
		t.Fatalf("%d sessions left open", n)
	}
}

func TestSessionsKeepTheMostRecentlyUsed(t *testing.T) {
	c := &clock{t: time.Unix(1_000_000, 0)}
	sessions := newLegacySessions(sessionLimits{idle: time.Hour, max: 2, now: c.now})
	first := sessions.open("2025-11-25")
	c.advance(time.Millisecond)
	second := sessions.open("2025-11-25")
	c.advance(time.Millisecond)
	sessions.admit(sessionHeaders(first), 1) // first is now the most recently used
	third := sessions.open("2025-11-25")
	if n := sessions.size(); n != 2 {
		t.Fatalf("%d sessions open, want 2", n)
	}
	for id, open := range map[string]bool{first: true, second: false, third: true} {
		if got := sessions.admit(sessionHeaders(id), 1) == nil; got != open {
			t.Errorf("session %s open: %v, want %v", id, got, open)
		}
	}
}

func TestMalformedSessionIDs(t *testing.T) {
	sessions := newLegacySessions(defaultSessionLimits)
	live := sessions.open("2025-11-25")
	for name, values := range map[string][]string{
		"empty":                   {""},
		"two values":              {live, live},
		"two values joined":       {"a, b"},
		"a control character":     {"a\u0007b"},
		"a non-ASCII character":   {"séance"},
		"a live id, then a bogus": {live, "bogus"},
	} {
		h := http.Header{"Mcp-Session-Id": values}
		refused := sessions.admit(h, json.Number("7"))
		refusedWith(t, refused, http.StatusBadRequest)
		body, _ := json.Marshal(refused.body)
		if !strings.Contains(string(body), `"id":7`) || !strings.Contains(string(body), `"code":-32600`) {
			t.Errorf("%s: body %s", name, body)
		}
		if a := sessions.end(h); a.status != http.StatusBadRequest {
			t.Errorf("%s: DELETE answered %d", name, a.status)
		}
	}
	if refused := sessions.admit(sessionHeaders(live), 1); refused != nil {
		t.Fatalf("the live session was ended: %+v", refused)
	}
	versions := http.Header{"Mcp-Session-Id": {live}, "Mcp-Protocol-Version": {"2025-06-18"}}
	refusedWith(t, sessions.admit(versions, 1), http.StatusBadRequest)
}

// A peer that sends its headers and then its body a byte at a time is answered 408 once the
// body deadline passes, and its connection is closed: the test waits for that close.
func TestSlowBodyIsCutOff(t *testing.T) {
	server := httptest.NewServer(newHandler(options{bodyTimeout: 200 * time.Millisecond, sessions: defaultSessionLimits}))
	defer server.Close()
	conn, err := net.Dial("tcp", server.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	_, err = conn.Write([]byte("POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
		"Accept: application/json, text/event-stream\r\nContent-Length: 1000\r\n\r\n{"))
	if err != nil {
		t.Fatal(err)
	}
	response, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("no answer to a body that never ends: %v", err)
	}
	if response.StatusCode != http.StatusRequestTimeout || !response.Close {
		t.Fatalf("status %d, close %v", response.StatusCode, response.Close)
	}
}

func TestAddSaysInfinity(t *testing.T) {
	add := findTool("add")
	for _, c := range []struct{ a, b, want string }{
		{"1e308", "1e308", "Infinity"},
		{"-1e308", "-1e308", "-Infinity"},
		{"2", "3", "5"},
		{"0.1", "0.2", "0.30000000000000004"},
		{"1e-7", "0", "1e-7"},
		{"1e21", "0", "1e+21"},
	} {
		result, err := add.run(map[string]any{"a": json.Number(c.a), "b": json.Number(c.b)})
		if err != nil {
			t.Fatal(err)
		}
		text := result["content"].([]any)[0].(map[string]any)["text"]
		if text != c.want {
			t.Errorf("%s + %s: %q, want %q", c.a, c.b, text, c.want)
		}
	}
}
