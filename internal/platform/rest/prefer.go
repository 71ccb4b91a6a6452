package rest

import "strings"

// preferences are the Prefer header values PostgREST honours.
type preferences struct {
	returning  string // "minimal", "representation" or "headers-only"; "" = minimal
	count      string // "exact", "planned" or "estimated"
	resolution string // "merge-duplicates" or "ignore-duplicates"
	missing    string // "default" or "null"
	handling   string // "strict" or "lenient"; "" = lenient
	invalid    []string
}

// parsePrefer reads every Prefer header; supabase-js joins several preferences with commas.
func parsePrefer(headers []string) preferences {
	var p preferences
	for _, h := range headers {
		for _, item := range strings.Split(h, ",") {
			item = strings.TrimSpace(item)
			if item == "" {
				continue
			}
			k, v, _ := strings.Cut(item, "=")
			valid := true
			switch strings.ToLower(strings.TrimSpace(k)) {
			case "return":
				valid = v == "minimal" || v == "representation" || v == "headers-only"
				if valid {
					p.returning = v
				}
			case "count":
				valid = v == "exact" || v == "planned" || v == "estimated"
				if valid {
					p.count = v
				}
			case "resolution":
				valid = v == "merge-duplicates" || v == "ignore-duplicates"
				if valid {
					p.resolution = v
				}
			case "missing":
				valid = v == "default" || v == "null"
				if valid {
					p.missing = v
				}
			case "handling":
				valid = v == "strict" || v == "lenient"
				if valid {
					p.handling = v
				}
			default:
				// Includes PostgREST's tx, timezone and max-affected, which are not implemented: a
				// strict client asking for a rollback must not get a silent commit.
				valid = false
			}
			if !valid {
				p.invalid = append(p.invalid, item)
			}
		}
	}
	return p
}

// applied is the Preference-Applied header value for the preferences that were honoured.
func (p preferences) applied(write bool) string {
	var parts []string
	if p.resolution != "" && write {
		parts = append(parts, "resolution="+p.resolution)
	}
	if p.returning != "" && write {
		parts = append(parts, "return="+p.returning)
	}
	if p.count != "" {
		parts = append(parts, "count="+p.count)
	}
	if p.missing != "" && write {
		parts = append(parts, "missing="+p.missing)
	}
	return strings.Join(parts, ", ")
}
