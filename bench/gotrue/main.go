// Command gotrue drives a GoTrue-compatible auth API (Vitrina's /auth/v1 or GoTrue itself) for
// bench/gotrue.sh: it seeds users, sets up one TOTP factor per listed user, runs one operation with
// a fixed number of concurrent clients for a fixed time, and can stand in as an SMTP server that
// accepts and discards mail. It only talks to the address it is given; run it against servers on
// this machine.
//
//	go run ./bench/gotrue -mode seed -url http://127.0.0.1:18311/auth/v1 -apikey $API_KEY -service-key $SERVICE_ROLE_KEY
//	go run ./bench/gotrue -mode mfa-setup -url … -state factors.txt
//	go run ./bench/gotrue -mode run -op refresh -c 32 -d 10s -url … -state factors.txt
//	go run ./bench/gotrue -mode smtp-sink -addr 127.0.0.1:18319 -log sent.txt
//
// A run prints one line, "requests/s p50-ms p99-ms requests errors used-up", and the first error it
// saw on stderr. Operations: signin, refresh, user-get, user-put, totp (a challenge and its verify, counted
// as one), logout, admin-list, recover. totp, logout and recover use each factor step, session or
// account once, so a run ends early when its pool is used up; its rate is over the time it took.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"time"
)

type options struct {
	mode, op, url, apikey, serviceKey, password, state, addr, log string
	concurrency, users, listUsers, recoverUsers, pool             int
	duration                                                      time.Duration
}

func main() {
	var o options
	flag.StringVar(&o.mode, "mode", "run", "seed, mfa-setup, run or smtp-sink")
	flag.StringVar(&o.op, "op", "signin", "with -mode run: signin, refresh, user-get, user-put, totp, logout, admin-list or recover")
	flag.StringVar(&o.url, "url", "", "base URL of the auth API (Vitrina: http://host:port/auth/v1; GoTrue: http://host:port)")
	flag.StringVar(&o.apikey, "apikey", "", "publishable key, sent as apikey on every request")
	flag.StringVar(&o.serviceKey, "service-key", "", "service role key, for the admin API")
	flag.StringVar(&o.password, "password", "Comparar-2026-claves!", "password of the seeded accounts")
	flag.StringVar(&o.state, "state", "", "file of the TOTP factors (written by mfa-setup, read and updated by -op totp)")
	flag.StringVar(&o.addr, "addr", "127.0.0.1:18319", "with -mode smtp-sink: address to listen on")
	flag.StringVar(&o.log, "log", "", "with -mode smtp-sink: file that gets one recipient a line")
	flag.IntVar(&o.concurrency, "c", 4, "concurrent clients")
	flag.DurationVar(&o.duration, "d", 10*time.Second, "duration of a run")
	flag.IntVar(&o.users, "users", 64, "sign-in accounts bench<N>@example.com, with the password")
	flag.IntVar(&o.listUsers, "list-users", 1000, "accounts lista<N>@example.com, with the password and one TOTP factor each")
	flag.IntVar(&o.recoverUsers, "recover-users", 4000, "accounts recupera<N>@example.com without a password, one recovery e-mail each per run")
	flag.IntVar(&o.pool, "pool", 2000, "sessions opened before a logout run (through admin magic links, no password check)")
	flag.Parse()
	if err := run(context.Background(), o); err != nil {
		fmt.Fprintln(os.Stderr, "gotrue:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, o options) error {
	if o.mode == "smtp-sink" {
		return smtpSink(ctx, o.addr, o.log)
	}
	if o.url == "" {
		return fmt.Errorf("-url is required")
	}
	if o.concurrency < 1 {
		return fmt.Errorf("-c must be at least 1")
	}
	a := newAPI(o)
	switch o.mode {
	case "seed":
		return seed(ctx, a, o)
	case "mfa-setup":
		return mfaSetup(ctx, a, o)
	case "run":
		return measure(ctx, a, o)
	}
	return fmt.Errorf("unknown mode %q", o.mode)
}
