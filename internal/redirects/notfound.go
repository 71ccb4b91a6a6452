package redirects

import "strings"

// Kinds of entries of the 404 log.
const (
	KindPage  = "pagina" // a path people (or links) asked for: one entry per path
	KindBot   = "bot"    // any path asked for by a crawler or a script: one entry in all
	KindProbe = "sondeo" // a probe for a well-known weak spot: one entry per kind of probe
	KindOther = "otras"  // new paths once the log is full or filling too fast: one entry in all
)

// Keys of the aggregated entries (a ruta no page can have: they start with "[").
const (
	KeyBots  = "[bots]"
	KeyOther = "[otras rutas]"
)

// Bounds of the 404 log: at most MaxLogRows entries, and at most MaxNewPerMinute new ones a
// minute; past either, a new path is counted in the KeyOther entry.
const (
	MaxLogRows      = 500
	MaxNewPerMinute = 30
)

// probes name the kinds of probe, each with the path fragments that give it away (lower case).
var probes = []struct{ key, parts string }{
	{"[sondeo] WordPress", "/wp-|/wordpress|xmlrpc.php"},
	{"[sondeo] PHP", ".php|/phpmyadmin|/pma/"},
	{"[sondeo] archivos ocultos", "/.env|/.git|/.aws|/.ssh|/.ds_store|/.htaccess|/.svn"},
	{"[sondeo] copias y configuración", ".sql|.bak|.old|.zip|.tar|.gz|.ini|.yml|.config|/config.json|/web.config"},
	{"[sondeo] otros servidores", ".asp|.aspx|.jsp|.cgi|/cgi-bin|/actuator|/solr|/owa/|/boaform|/hnap1"},
}

// botWords in a User-Agent mark a crawler or a script.
var botWords = []string{"bot", "crawl", "spider", "slurp", "curl/", "wget/", "python", "go-http-client", "scrapy",
	"httpclient", "java/", "libwww", "facebookexternalhit", "headless", "zgrab", "masscan", "nikto", "sqlmap"}

// Classify files a missing path asked for by agent: the entry it counts in (its ruta) and its kind.
// path is trimmed to MaxPath.
func Classify(path, agent string) (key, kind string) {
	lower := strings.ToLower(path)
	for _, p := range probes {
		for _, part := range strings.Split(p.parts, "|") {
			if strings.Contains(lower, part) {
				return p.key, KindProbe
			}
		}
	}
	a := strings.ToLower(agent)
	for _, w := range botWords {
		if strings.Contains(a, w) {
			return KeyBots, KindBot
		}
	}
	if len(path) > MaxPath {
		path = strings.ToValidUTF8(path[:MaxPath], "")
	}
	return path, KindPage
}
