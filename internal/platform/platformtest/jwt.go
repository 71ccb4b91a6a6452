package platformtest

import (
	"time"

	"github.com/golang-jwt/jwt/v5"
)

func jwtTime(t time.Time) *jwt.NumericDate { return jwt.NewNumericDate(t) }
