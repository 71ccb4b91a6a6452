package gateway

import (
	"crypto/sha256"
	"sync"
	"time"
)

// tokenCacheSize bounds the verified tokens remembered: the two API keys plus the access tokens of
// the users active within their lifetime. When full, arbitrary entries make room (map order is
// random), which costs only a verification again.
const tokenCacheSize = 4096

// tokenCache remembers the claims of tokens already verified, by a hash of their bytes, until they
// expire. Verifying a token costs a base64 decode, an HMAC and a JSON decode of its claims (15 % of
// a point read's CPU, twice per request with the API key): a token's bytes cannot change, and Keys
// never change their secret, so the answer for the same bytes is the same until its expiry. Keys
// are hashes, not the tokens: a lookup's timing then says nothing about a token's bytes, and the
// cache holds no bearer credential.
type tokenCache struct {
	mu      sync.Mutex
	entries map[[sha256.Size]byte]cachedClaims
}

// cachedClaims are a token's claims and the instants between which the parser accepts it: from its
// issue (or not-before) time less the leeway, until its expiry plus the leeway, excluded.
type cachedClaims struct {
	claims      *Claims
	from, until time.Time
}

func newTokenCache() *tokenCache {
	return &tokenCache{entries: make(map[[sha256.Size]byte]cachedClaims)}
}

// get returns the claims verified for token if now is within the times it is accepted;
// outside them the caller verifies it again, for the parser's own error.
func (c *tokenCache) get(token string, now time.Time) (*Claims, bool) {
	key := tokenKey(token)
	c.mu.Lock()
	e, ok := c.entries[key]
	if ok && !now.Before(e.until) {
		delete(c.entries, key)
	}
	c.mu.Unlock()
	if !ok || now.Before(e.from) || !now.Before(e.until) {
		return nil, false
	}
	return e.claims, true // shared by every request with this token: read-only (see Keys.Verify)
}

// put remembers the claims verified for token (kept, not copied: they are read-only), accepted from
// from until until (excluded).
func (c *tokenCache) put(token string, claims *Claims, from, until time.Time) {
	key := tokenKey(token)
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.entries) >= tokenCacheSize {
		for k := range c.entries {
			delete(c.entries, k)
			if len(c.entries) < tokenCacheSize*3/4 {
				break
			}
		}
	}
	c.entries[key] = cachedClaims{claims: claims, from: from, until: until}
}

// tokenKey is the SHA-256 of token, hashed from a copy on the stack: converting the string to a
// slice put it on the heap, twice per request (the gateway and the service each verify).
func tokenKey(token string) [sha256.Size]byte {
	var buf [4096]byte
	if len(token) > len(buf) {
		return sha256.Sum256([]byte(token))
	}
	return sha256.Sum256(buf[:copy(buf[:], token)])
}
