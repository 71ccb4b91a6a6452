package activity

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

func TestMeterBusyWhileInFlightAndForAWindowAfter(t *testing.T) {
	now := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	m := newMeter(func() time.Time { return now })
	if m.Busy() {
		t.Fatal("busy before any request")
	}
	var during []bool
	h := m.Track(http.HandlerFunc(func(http.ResponseWriter, *http.Request) {
		now = now.Add(time.Hour) // a long request is busy throughout
		during = append(during, m.Busy())
	}), func(r *http.Request) bool { return r.URL.Path == "/sign-in" })

	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("POST", "/sign-in", nil))
	if during[0] || m.Busy() {
		t.Fatalf("a skipped request counted: during %v, after %v", during[0], m.Busy())
	}

	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", "/read", nil))
	if !during[1] {
		t.Fatal("not busy while a request is in flight")
	}
	now = now.Add(window - time.Nanosecond)
	if !m.Busy() {
		t.Fatal("not busy just inside the window after the request")
	}
	now = now.Add(time.Nanosecond)
	if m.Busy() {
		t.Fatal("still busy once the window has passed")
	}
}
