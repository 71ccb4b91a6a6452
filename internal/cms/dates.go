package cms

import (
	"errors"
	"fmt"
	"strings"
	"time"
)

// The admin writes and reads dates one way, the Spanish one: day, month, year, and the hour on 24
// hours. Browsers show <input type="date"> in their own language's order (mm/dd/yyyy in an
// English one), so the admin's date fields are text fields with the hint next to their label and
// these parsers behind them.
const (
	DateLayout     = "02/01/2006"
	DateTimeLayout = "02/01/2006 15:04"
	// DateHint and DateTimeHint are the hints shown next to a date field's label.
	DateHint     = "dd/mm/aaaa"
	DateTimeHint = "dd/mm/aaaa hh:mm"
)

// Messages of a date field that cannot be read.
const (
	MsgDateInvalid     = "Escriba la fecha como dd/mm/aaaa, por ejemplo 28/11/2026."
	MsgDateTimeInvalid = "Escriba la fecha y la hora como dd/mm/aaaa hh:mm, por ejemplo 28/11/2026 10:15."
)

// ErrDate is the error of a date or date and time that cannot be read.
var ErrDate = errors.New("unreadable date")

// FormatDate is a day as the admin shows it, in loc (UTC when nil): «28/11/2026».
func FormatDate(t time.Time, loc *time.Location) string { return inZone(t, loc).Format(DateLayout) }

// FormatDateTime is a moment as the admin shows it, in loc (UTC when nil): «28/11/2026 10:15».
func FormatDateTime(t time.Time, loc *time.Location) string {
	return inZone(t, loc).Format(DateTimeLayout)
}

func inZone(t time.Time, loc *time.Location) time.Time {
	if loc == nil {
		loc = time.UTC
	}
	return t.In(loc)
}

// dateLayouts are the forms ParseDate reads: the admin's (with or without leading zeros) and the
// ISO one that <input type="date"> sent before, so older pages and scripts keep working.
var dateLayouts = []string{"2/1/2006", "2006-01-02"}

// dateTimeLayouts are the forms ParseDateTime reads: the admin's (with or without leading zeros,
// seconds optional) and the ISO ones <input type="datetime-local"> sent before.
var dateTimeLayouts = []string{"2/1/2006 15:04", "2/1/2006 15:04:05", "2006-01-02T15:04", "2006-01-02T15:04:05", "2006-01-02 15:04"}

// ParseDate reads a day typed as dd/mm/aaaa (or aaaa-mm-dd), as midnight in loc (UTC when nil).
func ParseDate(s string, loc *time.Location) (time.Time, error) {
	return parseIn(s, dateLayouts, loc)
}

// ParseDateTime reads a moment typed as dd/mm/aaaa hh:mm (or aaaa-mm-ddThh:mm), in loc (UTC when
// nil).
func ParseDateTime(s string, loc *time.Location) (time.Time, error) {
	return parseIn(s, dateTimeLayouts, loc)
}

func parseIn(s string, layouts []string, loc *time.Location) (time.Time, error) {
	if loc == nil {
		loc = time.UTC
	}
	// Spaces around and doubled between date and hour are typing, not meaning.
	s = strings.Join(strings.Fields(s), " ")
	for _, layout := range layouts {
		if t, err := time.ParseInLocation(layout, s, loc); err == nil && t.Year() >= 1000 {
			return t, nil
		}
	}
	return time.Time{}, ErrDate
}

// FormatWhen is a past moment as the admin's lists of recent events show it: "hace un momento",
// "hace 5 minutos", "hace 2 horas" within the same day in loc, else FormatDateTime.
func FormatWhen(t, now time.Time, loc *time.Location) string {
	if loc == nil {
		loc = time.UTC
	}
	ago := now.Sub(t)
	ty, tm, td := t.In(loc).Date()
	ny, nm, nd := now.In(loc).Date()
	switch {
	case ago < -time.Minute || ty != ny || tm != nm || td != nd:
		return FormatDateTime(t, loc) // another day, or a clock ahead of ours
	case ago < time.Minute:
		return MsgJustNow
	case ago < 2*time.Minute:
		return MsgOneMinuteAgo
	case ago < time.Hour:
		return fmt.Sprintf(MsgMinutesAgo, int(ago/time.Minute))
	case ago < 2*time.Hour:
		return MsgOneHourAgo
	}
	return fmt.Sprintf(MsgHoursAgo, int(ago/time.Hour))
}
