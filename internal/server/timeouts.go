package server

import "time"

// Timeouts bound how long one client may hold a connection: a client that sends its headers or
// its body slowly (slow loris) is cut off instead of pinning a goroutine and a socket.
type Timeouts struct {
	ReadHeader time.Duration // request line and headers
	// Read bounds the whole request, body included. The routes that stream a large body (Storage's
	// uploads, the CMS's forms with a file) move their own deadline out by the size they accept
	// (http.ResponseController), and TUS moves it while bytes keep arriving: a slow client of any
	// other route is cut off after Read.
	Read  time.Duration
	Write time.Duration
	Idle  time.Duration // between requests on a kept-alive connection
}

// DefaultTimeouts are the production timeouts.
func DefaultTimeouts() Timeouts {
	return Timeouts{ReadHeader: 10 * time.Second, Read: 2 * time.Minute, Write: 10 * time.Minute, Idle: 2 * time.Minute}
}

// SetTimeouts replaces the timeouts of the next Serve (tests use short ones).
func (s *Server) SetTimeouts(t Timeouts) { s.timeouts = t }
