package config

import (
	"errors"
	"strconv"
	"strings"
	"time"
)

// Variable is one environment variable Vitrina reads: its name, the flag that overrides it, its
// default and meaning as the operators' documentation shows them, and how its value is set.
// FromEnv reads exactly the variables of Variables, and docs/operators/configuration.md's table is
// generated from the same list (go test ./internal/config -update), so adding a variable is one entry.
type Variable struct {
	Name    string
	Flag    string // e.g. "--addr"; empty when only the environment sets it
	Default string // Markdown, as the table shows it; empty when unset means off
	Meaning string // Markdown, one line
	// Set parses a non-empty value into c; its error names what is wanted, without the name.
	Set func(c *Config, value string) error
}

// Variables lists every variable FromEnv reads, in the order of the documentation's table.
var Variables = []Variable{
	{"VITRINA_ADDR", "--addr", "`127.0.0.1:8080`", "address to listen on",
		text(func(c *Config) *string { return &c.Addr })},
	{"VITRINA_DATA_DIR", "--data-dir", "`./vitrina_data`", "SQLite database, stored files and the generated JWT secret",
		text(func(c *Config) *string { return &c.DataDir })},
	{"DATABASE_URL", "--database-url", "(SQLite)", "a `postgres://` URL selects PostgreSQL (pool and timeouts as URL parameters: see [PostgreSQL](postgresql.md))",
		text(func(c *Config) *string { return &c.DatabaseURL })},
	{"JWT_SECRET", "", "generated once, kept in the data directory (0600)", "HS256 secret of access tokens and API keys (≥ 32 characters); the same on every instance",
		text(func(c *Config) *string { return &c.JWTSecret })},
	{"ADMIN_EMAIL", "", "", "an e-mail that is always a CMS administrator",
		text(func(c *Config) *string { return &c.AdminEmail })},
	{"PUBLIC_URL", "--public-url", "`http://<addr>`", "public base URL, used in e-mailed links and as the allowed redirect origin",
		text(func(c *Config) *string { return &c.PublicURL })},
	{"SMTP_URL", "", "(outbox)", "e.g. `smtp://user:pass@host:587`; unset, e-mails go to the `mail_outbox` table and the log",
		text(func(c *Config) *string { return &c.SMTPURL })},
	{"DATA_URL", "", "", "use an external Supabase-compatible platform (a Supabase project) instead of the embedded one",
		text(func(c *Config) *string { return &c.DataURL })},
	{"API_KEY", "", "", "with `DATA_URL`: the project's publishable (anon) key",
		text(func(c *Config) *string { return &c.APIKey })},
	{"SERVICE_ROLE_KEY", "", "", "with `DATA_URL`: the project's service role (secret) key",
		text(func(c *Config) *string { return &c.ServiceRoleKey })},
	{"STORAGE_URL", "", "(the data directory)", "`s3://<bucket>[/<prefix>]?endpoint=<url>&region=<region>&path_style=true`: keep uploaded files in an S3-compatible bucket (AWS S3, R2, GCS's S3 API, MinIO, Ceph); created when missing; see [S3](s3.md)",
		text(func(c *Config) *string { return &c.StorageURL })},
	{"AWS_ACCESS_KEY_ID", "", "", "the bucket's access key (required with `STORAGE_URL`)",
		text(func(c *Config) *string { return &c.S3AccessKey })},
	{"AWS_SECRET_ACCESS_KEY", "", "", "the bucket's secret key (required with `STORAGE_URL`; never logged)",
		text(func(c *Config) *string { return &c.S3SecretKey })},
	{"VITRINA_UPLOAD_LIMIT", "", "`10MiB`", "largest accepted upload",
		size(func(c *Config) *int64 { return &c.UploadLimit }, 1, "want a positive size such as 10MiB")},
	{"VITRINA_IMAGE_MEMORY", "", "`192MiB`", "memory all image transformations under way may hold together; a transformation waits up to 10 s for its share (weighed from the image's header before decoding), then gets a 503 with `Retry-After`; an image that alone needs more gets a 413, and a WebP variant too large for it is sent in the original's format. Unless `GOMEMLIMIT` is set, `serve` gives Go's garbage collector a soft limit of this budget plus 160 MiB",
		size(func(c *Config) *int64 { return &c.ImageMemory }, 16<<20, "want a size of at least 16MiB, such as 192MiB")},
	{"VITRINA_IMAGE_RENDER_RATE", "", "`60`", "image variants not made yet that one client address may have rendered a minute (bursts of twice as many); past it a new size gets a 429 with `Retry-After`, while variants already made are served. Renders use at most half the cores",
		integer(func(c *Config) *int { return &c.ImageRenderRate }, 1, 1<<31-1, "want a number of new image variants a minute per address, at least 1, such as 60")},
	{"VITRINA_IMAGE_MAX_PIXELS", "", "`40000000`", "width × height past which an image is not transformed (413, read from its header)",
		pixels(func(c *Config) *int64 { return &c.ImageMaxPixels })},
	{"VITRINA_MIN_FREE_SPACE", "", "`256MiB`", "`/readyz` fails when the data directory's filesystem has less free space (`0`: no check)",
		freeSpace(func(c *Config) *int64 { return &c.MinFreeSpace })},
	{"VITRINA_ACCESS_TOKEN_TTL", "", "`1h`", "access-token lifetime",
		duration(func(c *Config) *time.Duration { return &c.AccessTokenTTL }, 1, "want a positive duration such as 1h")},
	{"VITRINA_SESSION_IDLE_TIMEOUT", "", "`30m`", "a CMS session unused this long ends",
		duration(func(c *Config) *time.Duration { return &c.SessionIdleTimeout }, time.Minute, "want a duration of at least 1m, such as 30m or 12h")},
	{"VITRINA_SESSION_LIFETIME", "", "`12h`", "a CMS session ends this long after sign-in, used or not",
		duration(func(c *Config) *time.Duration { return &c.SessionLifetime }, time.Minute, "want a duration of at least 1m, such as 30m or 12h")},
	{"VITRINA_MIN_PASSWORD_LENGTH", "", "`12`", "shortest accepted new password (existing ones still sign in); the 30 000 most common passwords are refused",
		integer(func(c *Config) *int { return &c.MinPasswordLength }, 6, 72, "want a whole number from 6 to 72")},
	{"VITRINA_SIGNUP_ENABLED", "", "`false`", "allow `POST /auth/v1/signup` (and `/otp` for an unknown address)",
		boolean(func(c *Config) *bool { return &c.SignupEnabled })},
	{"GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION", "", "`false`", "a password change in a session older than a day needs the code of `GET /auth/v1/reauthenticate`",
		boolean(func(c *Config) *bool { return &c.UpdatePasswordRequireReauthentication })},
	{"GOTRUE_RATE_LIMIT_TOKEN_REFRESH", "", "`150`", "`/auth/v1/token` (password and refresh) requests per client address per 5 minutes (each of these six limits takes 1 to 100 000 000; a load test from one address needs a high one)",
		rateLimit(func(c *Config) *int { return &c.AuthRateLimits.TokenIP })},
	{"GOTRUE_RATE_LIMIT_VERIFY", "", "`30`", "`/auth/v1/verify` requests per client address per 5 minutes",
		rateLimit(func(c *Config) *int { return &c.AuthRateLimits.VerifyIP })},
	{"VITRINA_RATE_LIMIT_OTP_IP", "", "`30`", "e-mail sending requests (`/otp`, `/magiclink`, `/recover`, `/resend`, `/signup`) per client address per 5 minutes",
		rateLimit(func(c *Config) *int { return &c.AuthRateLimits.OTPIP })},
	{"VITRINA_RATE_LIMIT_TOKEN_EMAIL", "", "`60`", "password sign-ins per e-mail address per 5 minutes",
		rateLimit(func(c *Config) *int { return &c.AuthRateLimits.TokenEmail })},
	{"VITRINA_RATE_LIMIT_OTP_EMAIL", "", "`10`", "e-mail sending requests per e-mail address per 5 minutes",
		rateLimit(func(c *Config) *int { return &c.AuthRateLimits.OTPEmail })},
	{"VITRINA_RATE_LIMIT_VERIFY_EMAIL", "", "`10`", "code checks per e-mail address per 5 minutes",
		rateLimit(func(c *Config) *int { return &c.AuthRateLimits.VerifyEmail })},
	{"VITRINA_REDIRECT_ORIGINS", "", "", "extra origins (comma-separated) allowed in `redirect_to`",
		origins(func(c *Config) *[]string { return &c.RedirectOrigins })},
	{"VITRINA_LOG_LEVEL", "", "`info`", "`debug`, `info`, `warn` or `error`",
		text(func(c *Config) *string { return &c.LogLevel })},
	{"VITRINA_SITE_NAME", "", "`Vitrina` (`--demo`: `Altamar Consultores`)", "the company's name on the public site",
		text(func(c *Config) *string { return &c.SiteName })},
	{"VITRINA_TIMEZONE", "", "`UTC`", "the site's time zone (an IANA name such as `America/Bogota`) in which the admin shows dates",
		timezone(func(c *Config) **time.Location { return &c.Location })},
	{"VITRINA_SITE_CACHE", "", "`on`", "`off` renders every public page on every request",
		onOff(func(c *Config) *bool { return &c.SiteCache })},
	{"VITRINA_SITE_CACHE_TTL", "", "`30s`", "how long a cached public page lives when `DATA_URL` or PostgreSQL is used (otherwise writes through this instance drop it at once)",
		duration(func(c *Config) *time.Duration { return &c.SiteCacheTTL }, 1, "want a positive duration such as 30s")},
	{"VITRINA_CONTACT_EMAIL", "", "`ADMIN_EMAIL`", "who receives the notice of each message sent from `/contacto` (none when both are empty; the messages wait in the inbox)",
		text(func(c *Config) *string { return &c.ContactEmail })},
	{"VITRINA_CONTACT_RETENTION_DAYS", "", "`365`", "contact messages older than this many days are deleted (`0`: kept for ever)",
		days(func(c *Config) *int { return &c.ContactRetentionDays })},
	{"VITRINA_JOBS_EMAIL", "", "the contact address", "who receives the notice of a job application whose opening's department has no head with an e-mail",
		text(func(c *Config) *string { return &c.JobsEmail })},
	{"VITRINA_APPLICATION_RETENTION_DAYS", "", "`365`", "job applications and their CVs older than this many days are deleted (`0`: kept for ever)",
		days(func(c *Config) *int { return &c.ApplicationRetentionDays })},
	{"VITRINA_BACKUP_EVERY", "", "empty (off)", "`serve` takes a backup this often, as a duration (`6h`, `24h`, `30m`; at least `1s`); empty or `0` takes none; see [backups](backups.md)",
		optionalDuration(func(c *Config) *time.Duration { return &c.BackupEvery }, time.Second,
			"want a duration such as 6h or 24h (empty or 0: no scheduled backups)")},
	{"VITRINA_BACKUP_KEEP", "", "`7`", "how many backups are kept; the oldest beyond this number are deleted after each new backup succeeds",
		integer(func(c *Config) *int { return &c.BackupKeep }, 1, 1<<31-1, "want a number of backups to keep, at least 1, such as 7")},
	{"VITRINA_BACKUP_TO", "", "`<data dir>/backups`", "where backups go: a directory, or an S3-compatible bucket in `STORAGE_URL`'s form with the same credentials",
		text(func(c *Config) *string { return &c.BackupTo })},
}

// The setters below turn a value into a field; each kind of value is parsed in one place.

func text(field func(*Config) *string) func(*Config, string) error {
	return func(c *Config, v string) error { *field(c) = v; return nil }
}

func size(field func(*Config) *int64, atLeast int64, want string) func(*Config, string) error {
	return func(c *Config, v string) error {
		n, err := parseSize(v)
		if err != nil || n < atLeast {
			return errors.New(want)
		}
		*field(c) = n
		return nil
	}
}

func freeSpace(field func(*Config) *int64) func(*Config, string) error {
	return func(c *Config, v string) error {
		if strings.TrimSpace(v) == "0" {
			*field(c) = 0
			return nil
		}
		return size(field, 1, "want a positive size such as 10MiB (or 0 to turn the check off)")(c, v)
	}
}

func pixels(field func(*Config) *int64) func(*Config, string) error {
	return func(c *Config, v string) error {
		n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
		if err != nil || n < 1_000_000 {
			return errors.New("want a number of pixels of at least 1000000, such as 40000000")
		}
		*field(c) = n
		return nil
	}
}

func integer(field func(*Config) *int, low, high int, want string) func(*Config, string) error {
	return func(c *Config, v string) error {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || n < low || n > high {
			return errors.New(want)
		}
		*field(c) = n
		return nil
	}
}

func rateLimit(field func(*Config) *int) func(*Config, string) error {
	return integer(field, 1, 100_000_000, "want a whole number of requests per 5 minutes, from 1 to 100000000")
}

func days(field func(*Config) *int) func(*Config, string) error {
	return integer(field, 0, 36500, "want a number of days from 0 (keep for ever) to 36500")
}

func duration(field func(*Config) *time.Duration, atLeast time.Duration, want string) func(*Config, string) error {
	return func(c *Config, v string) error {
		d, err := time.ParseDuration(strings.TrimSpace(v))
		if err != nil || d < atLeast {
			return errors.New(want)
		}
		*field(c) = d
		return nil
	}
}

// optionalDuration is a duration where 0 means none.
func optionalDuration(field func(*Config) *time.Duration, atLeast time.Duration, want string) func(*Config, string) error {
	return func(c *Config, v string) error {
		if strings.TrimSpace(v) == "0" {
			*field(c) = 0
			return nil
		}
		return duration(field, atLeast, want)(c, v)
	}
}

func boolean(field func(*Config) *bool) func(*Config, string) error {
	return func(c *Config, v string) error {
		b, err := strconv.ParseBool(strings.TrimSpace(v))
		if err != nil {
			return errors.New("want true or false")
		}
		*field(c) = b
		return nil
	}
}

func onOff(field func(*Config) *bool) func(*Config, string) error {
	return func(c *Config, v string) error {
		b, err := strconv.ParseBool(strings.NewReplacer("on", "true", "off", "false").Replace(strings.ToLower(strings.TrimSpace(v))))
		if err != nil {
			return errors.New("want on or off")
		}
		*field(c) = b
		return nil
	}
}

func timezone(field func(*Config) **time.Location) func(*Config, string) error {
	return func(c *Config, v string) error {
		loc, err := time.LoadLocation(strings.TrimSpace(v))
		if err != nil {
			return errors.New("want an IANA time zone name such as America/Bogota")
		}
		*field(c) = loc
		return nil
	}
}

func origins(field func(*Config) *[]string) func(*Config, string) error {
	return func(c *Config, v string) error {
		for _, o := range strings.Split(v, ",") {
			if o = strings.TrimSpace(o); o != "" {
				*field(c) = append(*field(c), strings.TrimRight(o, "/"))
			}
		}
		return nil
	}
}
