// Package auth implements the data platform's /auth/v1, wire-compatible with Supabase Auth (GoTrue)
// so that supabase-js `auth.*` calls work unchanged. It owns the auth_ tables: accounts with bcrypt
// password hashes, sessions, rotating refresh tokens and one-time e-mail tokens. It serves password
// and refresh-token sign-in, logout, the current user, recovery, confirmation and magic links
// (/recover, /verify, /resend, /signup, /admin/generate_link), the admin users API, /health and
// /settings, with GoTrue's error shapes, its per-address and per-e-mail rate limits, and a gate on
// bcrypt work that uses every core only while no other request needs one. Access tokens are signed
// with the gateway's keys, so /rest/v1 and /storage/v1 accept them.
package auth
