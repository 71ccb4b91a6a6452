package dashboard

import (
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
)

// greetingName is how the dashboard greets a user: by their name, else by the part of their e-mail
// address before the @ (the whole address reads like a form, not a greeting).
func greetingName(p cms.Principal) string {
	if n := strings.TrimSpace(p.Name); n != "" {
		return n
	}
	local, _, _ := strings.Cut(p.Email, "@")
	return local
}

// greeting is the salutation for the hour of now in the site's time zone.
func greeting(now time.Time, loc *time.Location) string {
	switch h := now.In(loc).Hour(); {
	case h >= 5 && h < 12:
		return msgGoodMorning
	case h >= 12 && h < 20:
		return msgGoodAfternoon
	}
	return msgGoodEvening
}
