package records_test

import (
	"math"
	"testing"

	"github.com/vitrina/vitrina/internal/records"
)

func TestContrast(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want float64
	}{
		{"#ffffff", "#000000", 21}, {"#ffffff", "#ffffff", 1}, {"#ffffff", "#767676", 4.54}, {"#102a43", "#ffffff", 14.64}, {"#ffffff", "#ff0000", 4.0},
	} {
		if got := records.Contrast(c.a, c.b); math.Abs(got-c.want) > 0.01 {
			t.Errorf("Contrast(%s, %s) = %.3f, want %.2f", c.a, c.b, got, c.want)
		}
	}
}
