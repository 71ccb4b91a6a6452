package records

import (
	"math"
	"strconv"
)

// luminance is WCAG 2.2's relative luminance of "#rrggbb".
func luminance(hex string) float64 {
	channel := func(i int) float64 {
		v, _ := strconv.ParseUint(hex[i:i+2], 16, 8)
		c := float64(v) / 255
		if c <= 0.04045 {
			return c / 12.92
		}
		return math.Pow((c+0.055)/1.055, 2.4)
	}
	return 0.2126*channel(1) + 0.7152*channel(3) + 0.0722*channel(5)
}

// Contrast is WCAG 2.2's contrast ratio of two "#rrggbb" colours (1 to 21): the appearance form
// holds the stored colours to it.
func Contrast(a, b string) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// MinContrast is WCAG AA's ratio for normal text.
const MinContrast = 4.5
