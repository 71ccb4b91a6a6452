package cms_test

import (
	"errors"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
)

func TestFormatDates(t *testing.T) {
	moment := time.Date(2026, 11, 24, 2, 5, 0, 0, time.UTC)
	bogota, err := time.LoadLocation("America/Bogota")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		loc            *time.Location
		date, dateTime string
	}{
		{nil, "24/11/2026", "24/11/2026 02:05"},
		{time.UTC, "24/11/2026", "24/11/2026 02:05"},
		{bogota, "23/11/2026", "23/11/2026 21:05"},
	} {
		if got := cms.FormatDate(moment, c.loc); got != c.date {
			t.Errorf("FormatDate in %v = %q, want %q", c.loc, got, c.date)
		}
		if got := cms.FormatDateTime(moment, c.loc); got != c.dateTime {
			t.Errorf("FormatDateTime in %v = %q, want %q", c.loc, got, c.dateTime)
		}
	}
}

func TestParseDate(t *testing.T) {
	bogota, _ := time.LoadLocation("America/Bogota")
	for _, c := range []struct {
		in   string
		loc  *time.Location
		want time.Time
		ok   bool
	}{
		{"28/11/2026", nil, time.Date(2026, 11, 28, 0, 0, 0, 0, time.UTC), true},
		{" 1/2/2026 ", nil, time.Date(2026, 2, 1, 0, 0, 0, 0, time.UTC), true},
		{"2026-11-28", nil, time.Date(2026, 11, 28, 0, 0, 0, 0, time.UTC), true}, // the ISO form, as before
		{"28/11/2026", bogota, time.Date(2026, 11, 28, 0, 0, 0, 0, bogota), true},
		{"29/02/2028", nil, time.Date(2028, 2, 29, 0, 0, 0, 0, time.UTC), true},
		{"29/02/2026", nil, time.Time{}, false}, // not a leap year
		{"11/28/2026", nil, time.Time{}, false}, // the English order
		{"31/04/2026", nil, time.Time{}, false},
		{"28-11-2026", nil, time.Time{}, false},
		{"28/11/26", nil, time.Time{}, false},
		{"", nil, time.Time{}, false},
		{"mañana", nil, time.Time{}, false},
		{"28/11/2026 10:15", nil, time.Time{}, false},
	} {
		got, err := cms.ParseDate(c.in, c.loc)
		if (err == nil) != c.ok || !got.Equal(c.want) {
			t.Errorf("ParseDate(%q) = %v, %v; want %v ok=%v", c.in, got, err, c.want, c.ok)
		}
		if err != nil && !errors.Is(err, cms.ErrDate) {
			t.Errorf("ParseDate(%q) error %v is not ErrDate", c.in, err)
		}
	}
}

func TestParseDateTime(t *testing.T) {
	madrid, _ := time.LoadLocation("Europe/Madrid")
	for _, c := range []struct {
		in   string
		loc  *time.Location
		want time.Time
		ok   bool
	}{
		{"28/11/2026 10:15", nil, time.Date(2026, 11, 28, 10, 15, 0, 0, time.UTC), true},
		{"28/11/2026  9:05", nil, time.Date(2026, 11, 28, 9, 5, 0, 0, time.UTC), true},
		{"1/7/2026 23:59:30", nil, time.Date(2026, 7, 1, 23, 59, 30, 0, time.UTC), true},
		{"2026-11-28T10:15", nil, time.Date(2026, 11, 28, 10, 15, 0, 0, time.UTC), true}, // datetime-local, as before
		{"2026-11-28 10:15", nil, time.Date(2026, 11, 28, 10, 15, 0, 0, time.UTC), true},
		{"28/11/2026 10:15", madrid, time.Date(2026, 11, 28, 10, 15, 0, 0, madrid), true},
		{"28/11/2026", nil, time.Time{}, false}, // the hour is needed
		{"28/11/2026 24:00", nil, time.Time{}, false},
		{"28/11/2026 10h15", nil, time.Time{}, false},
		{"11/28/2026 10:15", nil, time.Time{}, false},
		{"", nil, time.Time{}, false},
	} {
		got, err := cms.ParseDateTime(c.in, c.loc)
		if (err == nil) != c.ok || !got.Equal(c.want) {
			t.Errorf("ParseDateTime(%q) = %v, %v; want %v ok=%v", c.in, got, err, c.want, c.ok)
		}
	}
}

// FuzzParseDate: whatever is typed, the parsers answer without panicking, and a day they accept
// reads back the same once written the admin's way.
func FuzzParseDate(f *testing.F) {
	for _, s := range []string{"28/11/2026", "2026-11-28", "1/2/2026", "31/02/2026", "28/11/2026 10:15", "2026-11-28T10:15", "", "//", "99/99/9999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if d, err := cms.ParseDate(s, nil); err == nil {
			if back, err := cms.ParseDate(cms.FormatDate(d, nil), nil); err != nil || !back.Equal(d) {
				t.Fatalf("%q → %v → %q → %v, %v", s, d, cms.FormatDate(d, nil), back, err)
			}
		}
		if m, err := cms.ParseDateTime(s, nil); err == nil {
			if back, err := cms.ParseDateTime(cms.FormatDateTime(m, nil), nil); err != nil || !back.Equal(m.Truncate(time.Minute)) {
				t.Fatalf("%q → %v → %q → %v, %v", s, m, cms.FormatDateTime(m, nil), back, err)
			}
		}
	})
}

// TestFormatWhen: a moment of the same day reads relatively, any other in full, in the zone given.
func TestFormatWhen(t *testing.T) {
	bogota, err := time.LoadLocation("America/Bogota")
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 11, 28, 20, 0, 0, 0, time.UTC) // 15:00 in Bogotá
	for _, c := range []struct {
		ago  time.Duration
		want string
	}{
		{-10 * time.Second, "hace un momento"}, // a clock slightly ahead
		{20 * time.Second, "hace un momento"},
		{90 * time.Second, "hace 1 minuto"},
		{5*time.Minute + 30*time.Second, "hace 5 minutos"},
		{70 * time.Minute, "hace 1 hora"},
		{14*time.Hour + 59*time.Minute, "hace 14 horas"}, // 00:01 in Bogotá
		{15*time.Hour + time.Minute, "27/11/2026 23:59"}, // yesterday in Bogotá
		{-2 * time.Hour, "28/11/2026 17:00"},             // ahead of the clock
	} {
		if got := cms.FormatWhen(now.Add(-c.ago), now, bogota); got != c.want {
			t.Errorf("%s ago: %q, want %q", c.ago, got, c.want)
		}
	}
}
