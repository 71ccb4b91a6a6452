// Package config owns Vitrina's configuration: its defaults, the environment variables that set it,
// and the command-line flags that override them. Nothing reads the environment anywhere else.
package config

import (
	"flag"
	"fmt"
	"strconv"
	"strings"
	"time"
	_ "time/tzdata" // VITRINA_TIMEZONE works on hosts and images without /usr/share/zoneinfo
)

// Config is the whole runtime configuration. Every variable that sets it is listed in Variables
// (variables.go), which docs/operators/configuration.md is generated from.
type Config struct {
	Addr        string // VITRINA_ADDR
	DataDir     string // VITRINA_DATA_DIR
	DatabaseURL string // DATABASE_URL; a postgres:// URL selects PostgreSQL
	JWTSecret   string // JWT_SECRET; generated and kept in DataDir when empty
	AdminEmail  string // ADMIN_EMAIL
	PublicURL   string // PUBLIC_URL; base of e-mailed links
	SMTPURL     string // SMTP_URL; empty sends e-mail to the outbox table and the log

	// BcryptCost is the cost of new password hashes; 0 means GoTrue's 10. Not read from the
	// environment: tests lower it, since a cost-10 hash under the race detector takes half a second.
	BcryptCost int

	// Where uploaded files live: empty for <DataDir>/storage, or an S3-compatible bucket,
	// s3://<bucket>[/<prefix>]?endpoint=<url>&region=<region>&path_style=true.
	StorageURL  string // STORAGE_URL
	S3AccessKey string // AWS_ACCESS_KEY_ID
	S3SecretKey string // AWS_SECRET_ACCESS_KEY; never logged

	// An external Supabase-compatible platform instead of the embedded one.
	DataURL        string // DATA_URL
	APIKey         string // API_KEY
	ServiceRoleKey string // SERVICE_ROLE_KEY

	UploadLimit       int64         // VITRINA_UPLOAD_LIMIT, bytes
	MinFreeSpace      int64         // VITRINA_MIN_FREE_SPACE, bytes free in DataDir below which /readyz fails; 0 turns the check off
	ImageMemory       int64         // VITRINA_IMAGE_MEMORY, bytes all image transformations under way may hold together
	ImageMaxPixels    int64         // VITRINA_IMAGE_MAX_PIXELS, width × height past which an image is not transformed
	ImageRenderRate   int           // VITRINA_IMAGE_RENDER_RATE, variants not made yet one client address may have rendered a minute
	AccessTokenTTL    time.Duration // VITRINA_ACCESS_TOKEN_TTL
	MinPasswordLength int           // VITRINA_MIN_PASSWORD_LENGTH
	SignupEnabled     bool          // VITRINA_SIGNUP_ENABLED
	// UpdatePasswordRequireReauthentication asks a session older than a day for the code of
	// GET /auth/v1/reauthenticate to change the password (GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION).
	UpdatePasswordRequireReauthentication bool
	RedirectOrigins                       []string // VITRINA_REDIRECT_ORIGINS, comma-separated extra allowed redirect origins
	LogLevel                              string   // VITRINA_LOG_LEVEL: debug, info, warn, error

	SessionIdleTimeout time.Duration // VITRINA_SESSION_IDLE_TIMEOUT: a CMS session unused this long ends
	SessionLifetime    time.Duration // VITRINA_SESSION_LIFETIME: a CMS session ends this long after sign-in

	SiteName     string         // VITRINA_SITE_NAME: the company's name on the public site
	Location     *time.Location // VITRINA_TIMEZONE (an IANA name): the site's time zone for dates; UTC when unset
	SiteCache    bool           // VITRINA_SITE_CACHE: false turns the public site's page cache off
	SiteCacheTTL time.Duration  // VITRINA_SITE_CACHE_TTL: page lifetime when writes may bypass this instance

	// ContactEmail receives the notice of each contact message (VITRINA_CONTACT_EMAIL; default
	// ADMIN_EMAIL, none when both are empty).
	ContactEmail string
	// ContactRetentionDays: contact messages older than this are deleted (VITRINA_CONTACT_RETENTION_DAYS,
	// default 365; 0 keeps them for ever).
	ContactRetentionDays int
	// JobsEmail receives the notice of each job application whose opening's department has no head
	// with an e-mail (VITRINA_JOBS_EMAIL; default the contact address).
	JobsEmail string
	// ApplicationRetentionDays: job applications and their CVs older than this are deleted
	// (VITRINA_APPLICATION_RETENTION_DAYS, default 365; 0 keeps them for ever).
	ApplicationRetentionDays int

	// AuthRateLimits are /auth/v1's limits, in requests per 5 minutes.
	AuthRateLimits AuthRateLimits

	BackupEvery time.Duration // VITRINA_BACKUP_EVERY: serve takes a backup this often (e.g. 6h); 0 takes none
	BackupKeep  int           // VITRINA_BACKUP_KEEP: how many scheduled backups are kept (7)
	// BackupTo is where backups go (VITRINA_BACKUP_TO): a directory, or an S3-compatible bucket in
	// STORAGE_URL's form with the same credentials; empty for <DataDir>/backups.
	BackupTo string
}

// AuthRateLimits are the limits of /auth/v1, each a number of requests per 5 minutes (the burst of
// each is its default or the limit, whichever is smaller). Per client address, GoTrue's names and
// defaults; per e-mail, Vitrina's own, which slow down guessing against one account from many
// addresses.
type AuthRateLimits struct {
	TokenIP     int // GOTRUE_RATE_LIMIT_TOKEN_REFRESH: password and refresh grants (150)
	VerifyIP    int // GOTRUE_RATE_LIMIT_VERIFY: /verify (30)
	OTPIP       int // VITRINA_RATE_LIMIT_OTP_IP: /otp, /magiclink, /recover, /resend, /signup (30)
	TokenEmail  int // VITRINA_RATE_LIMIT_TOKEN_EMAIL: password grant per e-mail (60)
	OTPEmail    int // VITRINA_RATE_LIMIT_OTP_EMAIL: e-mail links and codes per address (10)
	VerifyEmail int // VITRINA_RATE_LIMIT_VERIFY_EMAIL: code checks per e-mail (10)
}

// Defaults are the values used when neither the environment nor a flag sets one.
func Defaults() Config {
	return Config{
		Addr:              "127.0.0.1:8080",
		DataDir:           "./vitrina_data",
		UploadLimit:       10 << 20,
		MinFreeSpace:      256 << 20,
		ImageMemory:       192 << 20,
		ImageMaxPixels:    40_000_000,
		ImageRenderRate:   60,
		AccessTokenTTL:    time.Hour,
		MinPasswordLength: 12,
		LogLevel:          "info",
		SiteCache:         true,
		SiteCacheTTL:      30 * time.Second,
		Location:          time.UTC,

		ContactRetentionDays:     365,
		ApplicationRetentionDays: 365,

		SessionIdleTimeout: 30 * time.Minute,
		SessionLifetime:    12 * time.Hour,

		AuthRateLimits: AuthRateLimits{TokenIP: 150, VerifyIP: 30, OTPIP: 30, TokenEmail: 60, OTPEmail: 10, VerifyEmail: 10},

		BackupKeep: 7,
	}
}

// FromEnv returns the defaults overridden by the environment, read through lookup (os.LookupEnv).
// It reads the variables of Variables and nothing else; an empty value counts as unset.
func FromEnv(lookup func(string) (string, bool)) (Config, error) {
	c := Defaults()
	var errs []string
	for _, v := range Variables {
		value, ok := lookup(v.Name)
		if !ok || value == "" {
			continue
		}
		if err := v.Set(&c, value); err != nil {
			errs = append(errs, v.Name+": "+err.Error())
		}
	}
	if strings.HasPrefix(c.BackupTo, "s3://") && (c.S3AccessKey == "" || c.S3SecretKey == "") {
		errs = append(errs, "VITRINA_BACKUP_TO: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set for an s3:// location")
	}
	if c.StorageURL != "" {
		if !strings.HasPrefix(c.StorageURL, "s3://") {
			errs = append(errs, "STORAGE_URL: want s3://<bucket>?endpoint=<url>&region=<region>&path_style=true (unset: the data directory)")
		} else if c.S3AccessKey == "" || c.S3SecretKey == "" {
			errs = append(errs, "STORAGE_URL: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set")
		}
	}
	if len(errs) > 0 {
		return c, fmt.Errorf("configuration: %s", strings.Join(errs, "; "))
	}
	return c, nil
}

// BindCommon registers the flags every sub-command accepts.
func (c *Config) BindCommon(fs *flag.FlagSet) {
	fs.StringVar(&c.DataDir, "data-dir", c.DataDir, "data directory: SQLite database, files and JWT secret (env VITRINA_DATA_DIR)")
	fs.StringVar(&c.DatabaseURL, "database-url", c.DatabaseURL, "postgres:// URL to use PostgreSQL instead of SQLite (env DATABASE_URL)")
}

// BindServe registers the flags of `vitrina serve`.
func (c *Config) BindServe(fs *flag.FlagSet) {
	c.BindCommon(fs)
	fs.StringVar(&c.Addr, "addr", c.Addr, "address to listen on (env VITRINA_ADDR)")
	fs.StringVar(&c.PublicURL, "public-url", c.PublicURL, "public base URL used in e-mailed links (env PUBLIC_URL)")
}

// BaseURL is the URL the service is reached at: PublicURL when set, else derived from Addr.
func (c Config) BaseURL() string {
	if c.PublicURL != "" {
		return strings.TrimRight(c.PublicURL, "/")
	}
	host := c.Addr
	if strings.HasPrefix(host, ":") {
		host = "127.0.0.1" + host
	}
	return "http://" + host
}

// parseSize parses a byte count with an optional KiB/MiB/GiB (or K/M/G) suffix.
func parseSize(s string) (int64, error) {
	s = strings.TrimSpace(strings.ToUpper(s))
	mult := int64(1)
	for _, u := range []struct {
		suffix string
		mult   int64
	}{{"GIB", 1 << 30}, {"MIB", 1 << 20}, {"KIB", 1 << 10}, {"G", 1 << 30}, {"M", 1 << 20}, {"K", 1 << 10}, {"B", 1}} {
		if strings.HasSuffix(s, u.suffix) {
			s, mult = strings.TrimSpace(strings.TrimSuffix(s, u.suffix)), u.mult
			break
		}
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n <= 0 {
		return 0, fmt.Errorf("want a positive size such as 10MiB")
	}
	return n * mult, nil
}
