package auth

import (
	"bytes"
	"encoding/json"
	"time"

	"github.com/google/uuid"
	"github.com/vitrina/vitrina/internal/database"
)

// appendListedUser appends u as json.Marshal renders userJSON for the admin list (metadata as
// stored, no factors), without reflection: the list's 1 000 users a page made encoding/json its
// largest cost. It reports false, leaving dst as it was, for what it does not render the same way
// by itself (a string or a time json.Marshal would treat specially, factors); the caller then
// falls back to json.Marshal.
func appendListedUser(dst []byte, u *user, appMeta, userMeta string) ([]byte, bool) {
	if len(u.Factors) > 0 {
		return dst, false
	}
	start := len(dst)
	ok := true
	str := func(key, s string) {
		dst = append(dst, key...)
		if ok = ok && plainJSONString(s); ok {
			dst = append(append(append(dst, '"'), s...), '"')
		}
	}
	at := func(key string, t time.Time) {
		dst = append(dst, key...)
		if ok = ok && t.Year() >= 0 && t.Year() <= 9999; ok {
			dst = append(t.AppendFormat(append(dst, '"'), time.RFC3339Nano), '"')
		}
	}
	optAt := func(key string, t database.Time) {
		if !t.IsZero() {
			at(key, t.Time)
		}
	}
	meta := func(key, raw string) {
		dst = append(dst, key...)
		var err error
		if dst, err = appendStoredJSON(dst, raw); err != nil {
			ok = false
		}
	}
	str(`{"id":`, u.ID)
	str(`,"aud":`, u.Aud)
	str(`,"role":`, u.Role)
	str(`,"email":`, u.Email)
	optAt(`,"email_confirmed_at":`, u.EmailConfirmedAt)
	dst = append(dst, `,"phone":""`...)
	optAt(`,"invited_at":`, u.InvitedAt)
	optAt(`,"confirmation_sent_at":`, u.ConfirmationSentAt)
	optAt(`,"confirmed_at":`, u.EmailConfirmedAt)
	optAt(`,"recovery_sent_at":`, u.RecoverySentAt)
	optAt(`,"last_sign_in_at":`, u.LastSignInAt)
	meta(`,"app_metadata":`, appMeta)
	meta(`,"user_metadata":`, userMeta)
	dst = append(dst, `,"identities":[{"identity_id":"`...)
	id := uuid.NewSHA1(identityNamespace, []byte(u.ID))
	dst = append(dst, id.String()...)
	dst = append(dst, '"')
	str(`,"id":`, u.ID)
	str(`,"user_id":`, u.ID)
	str(`,"identity_data":{"email":`, u.Email)
	if u.confirmed() {
		dst = append(dst, `,"email_verified":true`...)
	} else {
		dst = append(dst, `,"email_verified":false`...)
	}
	str(`,"phone_verified":false,"sub":`, u.ID)
	dst = append(dst, `},"provider":"email"`...)
	optAt(`,"last_sign_in_at":`, u.LastSignInAt)
	at(`,"created_at":`, u.CreatedAt.Time)
	at(`,"updated_at":`, u.UpdatedAt.Time)
	str(`,"email":`, u.Email)
	dst = append(dst, `}]`...)
	at(`,"created_at":`, u.CreatedAt.Time)
	at(`,"updated_at":`, u.UpdatedAt.Time)
	optAt(`,"banned_until":`, u.BannedUntil)
	dst = append(dst, `,"is_anonymous":false}`...)
	if !ok {
		return dst[:start], false
	}
	return dst, true
}

// plainJSONString reports whether s is encoded by json.Marshal as itself between quotes: printable
// ASCII without quote, backslash or the characters it escapes for HTML.
func plainJSONString(s string) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c < 0x20, c >= 0x80, c == '"', c == '\\', c == '<', c == '>', c == '&':
			return false
		}
	}
	return true
}

// appendStoredJSON appends stored metadata as json.Marshal renders a json.RawMessage of it
// (rawMetadata's {} for none): compacted, with <, >, & and U+2028/9 escaped.
func appendStoredJSON(dst []byte, raw string) ([]byte, error) {
	if raw == "" || raw == "null" || raw == "{}" {
		return append(dst, `{}`...), nil
	}
	var b bytes.Buffer
	if err := json.Compact(&b, []byte(raw)); err != nil {
		return dst, err
	}
	if bytes.ContainsAny(b.Bytes(), "<>&\u2028\u2029") {
		var esc bytes.Buffer
		json.HTMLEscape(&esc, b.Bytes())
		return append(dst, esc.Bytes()...), nil
	}
	return append(dst, b.Bytes()...), nil
}
