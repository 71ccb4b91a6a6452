package config

import (
	"strings"
	"testing"
	"time"
)

func env(m map[string]string) func(string) (string, bool) {
	return func(k string) (string, bool) { v, ok := m[k]; return v, ok }
}

func TestFromEnvDefaults(t *testing.T) {
	c, err := FromEnv(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if c.Addr != "127.0.0.1:8080" || c.DataDir != "./vitrina_data" || c.UploadLimit != 10<<20 || c.AccessTokenTTL != time.Hour ||
		c.MinPasswordLength != 12 || c.SignupEnabled || c.BaseURL() != "http://127.0.0.1:8080" {
		t.Fatalf("defaults %+v", c)
	}
}

func TestFromEnvValues(t *testing.T) {
	c, err := FromEnv(env(map[string]string{
		"VITRINA_ADDR": ":9090", "VITRINA_UPLOAD_LIMIT": "2MiB", "VITRINA_ACCESS_TOKEN_TTL": "15m",
		"VITRINA_MIN_PASSWORD_LENGTH": "12", "VITRINA_SIGNUP_ENABLED": "true",
		"VITRINA_REDIRECT_ORIGINS": " https://a.example/ , ,https://b.example", "DATABASE_URL": "postgres://x",
	}))
	if err != nil {
		t.Fatal(err)
	}
	if c.UploadLimit != 2<<20 || c.AccessTokenTTL != 15*time.Minute || c.MinPasswordLength != 12 || !c.SignupEnabled ||
		strings.Join(c.RedirectOrigins, "|") != "https://a.example|https://b.example" || c.BaseURL() != "http://127.0.0.1:9090" {
		t.Fatalf("values %+v", c)
	}
	c.PublicURL = "https://cms.example/"
	if c.BaseURL() != "https://cms.example" {
		t.Fatalf("BaseURL with PUBLIC_URL: %q", c.BaseURL())
	}
}

func TestFromEnvRejectsBadValues(t *testing.T) {
	for name, value := range map[string]string{
		"VITRINA_UPLOAD_LIMIT": "lots", "VITRINA_ACCESS_TOKEN_TTL": "-1h", "VITRINA_MIN_PASSWORD_LENGTH": "3",
		"VITRINA_SIGNUP_ENABLED": "maybe", "VITRINA_SITE_CACHE": "perhaps", "VITRINA_SITE_CACHE_TTL": "soon",
		"GOTRUE_RATE_LIMIT_TOKEN_REFRESH": "0", "GOTRUE_RATE_LIMIT_VERIFY": "lots", "VITRINA_RATE_LIMIT_OTP_IP": "-3",
		"VITRINA_RATE_LIMIT_TOKEN_EMAIL": "1.5", "VITRINA_RATE_LIMIT_OTP_EMAIL": "100000001", "VITRINA_RATE_LIMIT_VERIFY_EMAIL": " ",
		"VITRINA_TIMEZONE": "Bogotá/Centro",
	} {
		if value == " " {
			continue // blank is unset
		}
		if _, err := FromEnv(env(map[string]string{name: value})); err == nil || !strings.Contains(err.Error(), name) {
			t.Errorf("%s=%s: %v", name, value, err)
		}
	}
}

func TestParseSize(t *testing.T) {
	for in, want := range map[string]int64{"1024": 1024, "10MiB": 10 << 20, "1g": 1 << 30, "512 KiB": 512 << 10, "7B": 7} {
		if got, err := parseSize(in); err != nil || got != want {
			t.Errorf("parseSize(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"", "0", "-5MiB", "MiB", "1.5M"} {
		if _, err := parseSize(in); err == nil {
			t.Errorf("parseSize(%q) accepted", in)
		}
	}
}

func TestFromEnvStorageURL(t *testing.T) {
	const u = "s3://media?endpoint=http://127.0.0.1:9000&region=us-east-1&path_style=true"
	c, err := FromEnv(env(map[string]string{"STORAGE_URL": u, "AWS_ACCESS_KEY_ID": "k", "AWS_SECRET_ACCESS_KEY": "s"}))
	if err != nil || c.StorageURL != u || c.S3AccessKey != "k" || c.S3SecretKey != "s" {
		t.Fatalf("%+v %v", c, err)
	}
	for _, c := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{"STORAGE_URL": "/srv/files"}, "STORAGE_URL: want s3://"},
		{map[string]string{"STORAGE_URL": u}, "AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set"},
		{map[string]string{"STORAGE_URL": u, "AWS_ACCESS_KEY_ID": "k"}, "AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set"},
	} {
		if _, err := FromEnv(env(c.env)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: err %v, want %q", c.env, err, c.want)
		}
	}
}

func TestFromEnvMinFreeSpace(t *testing.T) {
	for in, want := range map[string]int64{"": 256 << 20, "1GiB": 1 << 30, "0": 0, "500M": 500 << 20} {
		c, err := FromEnv(env(map[string]string{"VITRINA_MIN_FREE_SPACE": in}))
		if err != nil || c.MinFreeSpace != want {
			t.Errorf("%q: %d %v, want %d", in, c.MinFreeSpace, err, want)
		}
	}
	if _, err := FromEnv(env(map[string]string{"VITRINA_MIN_FREE_SPACE": "lots"})); err == nil || !strings.Contains(err.Error(), "VITRINA_MIN_FREE_SPACE") {
		t.Errorf("bad value accepted: %v", err)
	}
}

func TestSessionTimeouts(t *testing.T) {
	c, err := FromEnv(func(k string) (string, bool) {
		return map[string]string{"VITRINA_SESSION_IDLE_TIMEOUT": "15m", "VITRINA_SESSION_LIFETIME": "8h"}[k], true
	})
	if err != nil || c.SessionIdleTimeout != 15*time.Minute || c.SessionLifetime != 8*time.Hour {
		t.Fatalf("%v %v %v", c.SessionIdleTimeout, c.SessionLifetime, err)
	}
	if d := Defaults(); d.SessionIdleTimeout != 30*time.Minute || d.SessionLifetime != 12*time.Hour {
		t.Fatalf("defaults %v %v", d.SessionIdleTimeout, d.SessionLifetime)
	}
	if _, err := FromEnv(func(k string) (string, bool) {
		return map[string]string{"VITRINA_SESSION_IDLE_TIMEOUT": "10s"}[k], true
	}); err == nil {
		t.Fatal("a 10 s idle timeout was accepted")
	}
}

// TestAuthRateLimits: every /auth/v1 limit has GoTrue's default and can be set by its variable.
func TestAuthRateLimits(t *testing.T) {
	c, err := FromEnv(env(nil))
	if err != nil || c.AuthRateLimits != (AuthRateLimits{TokenIP: 150, VerifyIP: 30, OTPIP: 30, TokenEmail: 60, OTPEmail: 10, VerifyEmail: 10}) {
		t.Fatalf("defaults: %+v %v", c.AuthRateLimits, err)
	}
	c, err = FromEnv(env(map[string]string{"GOTRUE_RATE_LIMIT_TOKEN_REFRESH": "100000000", "GOTRUE_RATE_LIMIT_VERIFY": "5",
		"VITRINA_RATE_LIMIT_OTP_IP": "6", "VITRINA_RATE_LIMIT_TOKEN_EMAIL": "7", "VITRINA_RATE_LIMIT_OTP_EMAIL": "8", "VITRINA_RATE_LIMIT_VERIFY_EMAIL": "9"}))
	if err != nil || c.AuthRateLimits != (AuthRateLimits{TokenIP: 100_000_000, VerifyIP: 5, OTPIP: 6, TokenEmail: 7, OTPEmail: 8, VerifyEmail: 9}) {
		t.Fatalf("set: %+v %v", c.AuthRateLimits, err)
	}
}

// VITRINA_TIMEZONE is an IANA name (UTC when unset), loaded even without the host's zone files.
func TestFromEnvTimezone(t *testing.T) {
	c, err := FromEnv(env(map[string]string{}))
	if err != nil || c.Location != time.UTC {
		t.Fatalf("default: %v %v", c.Location, err)
	}
	if c, err = FromEnv(env(map[string]string{"VITRINA_TIMEZONE": "America/Bogota"})); err != nil || c.Location.String() != "America/Bogota" {
		t.Fatalf("America/Bogota: %v %v", c.Location, err)
	}
}
