package gateway

import (
	"net"
	"net/http"
)

// ClientAddress is the address a request comes from, for the per-address limits. Forwarding
// headers are not trusted: anyone can set them, and they would let a client choose its own bucket.
// (The in-process transport sets the visitor's address as the request's own: platformclient.)
func ClientAddress(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}
