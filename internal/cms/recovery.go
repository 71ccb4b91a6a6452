package cms

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base32"
	"encoding/hex"
	"strings"
)

// RecoveryCodeCount is how many recovery codes a user gets at once.
const RecoveryCodeCount = 10

// recoveryEncoding is base32 without I, O, 0 and 1, so a code read from paper is not misread.
var recoveryEncoding = base32.NewEncoding("ABCDEFGHJKLMNPQRSTUVWXYZ23456789").WithPadding(base32.NoPadding)

// NewRecoveryCodes returns RecoveryCodeCount fresh codes for a user (16 characters, 80 random bits
// each, written in groups of four) and their hashes, in the same order.
func NewRecoveryCodes(userID string) (codes, hashes []string) {
	for range RecoveryCodeCount {
		b := make([]byte, 10)
		_, _ = rand.Read(b) // never fails (crypto/rand)
		s := recoveryEncoding.EncodeToString(b)
		codes = append(codes, s[0:4]+"-"+s[4:8]+"-"+s[8:12]+"-"+s[12:16])
		hashes = append(hashes, HashRecoveryCode(userID, s))
	}
	return codes, hashes
}

// HashRecoveryCode is the stored form of a user's code, whatever the case, spaces or dashes it was
// typed with: SHA-256 of the code salted with the user's id (a random UUID), so that codes under
// 112 bits are salted and hashed as ASVS 2.6.2 asks, and one table of hashes serves no other user.
func HashRecoveryCode(userID, code string) string {
	norm := strings.Map(func(r rune) rune {
		switch {
		case r == '-' || r == ' ':
			return -1
		case r >= 'a' && r <= 'z':
			return r - 'a' + 'A'
		}
		return r
	}, code)
	sum := sha256.Sum256([]byte(userID + ":" + norm))
	return hex.EncodeToString(sum[:])
}

// LooksLikeTOTP reports whether a typed code is a six-digit authenticator code (anything else is
// taken as a recovery code).
func LooksLikeTOTP(code string) bool {
	if len(code) != 6 {
		return false
	}
	for _, c := range code {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
