// Package gateway owns what Supabase's API gateway and JWT secret do for the embedded platform: the
// JWT secret, the publishable (anon) and service role API keys, signing and verifying access tokens,
// the `apikey` requirement of /auth/v1 and /rest/v1, and resolving which database role a request
// acts as. The auth, rest and storage services share it so that a token means the same everywhere.
package gateway
