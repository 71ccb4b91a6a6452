package database

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"io"
	"net"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"
)

// CodeConnectionFailure is SQLSTATE connection_failure: the database could not be reached or the
// connection broke mid-request.
const CodeConnectionFailure = "08006"

// Unavailable reports whether err means the database cannot serve right now (unreachable, shutting
// down, out of connections) rather than that the request was wrong: the APIs answer 503 for it.
func Unavailable(err error) bool {
	e := Classify(err)
	if e == nil {
		return false
	}
	return strings.HasPrefix(e.Code, "08") || strings.HasPrefix(e.Code, "53") || strings.HasPrefix(e.Code, "57P0")
}

// connectionFailure recognises the errors pgx and database/sql return when there is no usable
// connection: a failed dial, a connection closed under a query, or a driver that gave up.
func connectionFailure(err error) *Error {
	var (
		connectErr *pgconn.ConnectError
		netErr     *net.OpError
	)
	switch {
	case errors.Is(err, context.Canceled):
		return nil // the client went away; nothing is wrong with the database
	case errors.As(err, &connectErr), errors.As(err, &netErr),
		errors.Is(err, driver.ErrBadConn), errors.Is(err, sql.ErrConnDone),
		errors.Is(err, io.ErrUnexpectedEOF), // pgx's read of a connection cut mid-reply (the outage test sees it)
		pgconn.SafeToRetry(err), strings.Contains(err.Error(), "conn closed"):
		return &Error{Code: CodeConnectionFailure, Message: "could not connect to the database", Err: err}
	}
	return nil
}
