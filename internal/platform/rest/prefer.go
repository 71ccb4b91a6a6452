package rest

import "strings"

// preferences are the Prefer header values PostgREST honours.
type preferences struct {
	returning  string // "minimal", "representation" or "headers-only"; "" = minimal
	count      string // "exact", "planned" or "estimated"
	resolution string // "merge-duplicates" or "ignore-duplicates"
	missing    string // "default" or "null"
}

// parsePrefer reads every Prefer header; supabase-js joins several preferences with commas.
func parsePrefer(headers []string) preferences {
	var p preferences
	for _, h := range headers {
		for _, item := range strings.Split(h, ",") {
			k, v, _ := strings.Cut(strings.TrimSpace(item), "=")
			switch strings.ToLower(strings.TrimSpace(k)) {
			case "return":
				if v == "minimal" || v == "representation" || v == "headers-only" {
					p.returning = v
				}
			case "count":
				if v == "exact" || v == "planned" || v == "estimated" {
					p.count = v
				}
			case "resolution":
				if v == "merge-duplicates" || v == "ignore-duplicates" {
					p.resolution = v
				}
			case "missing":
				if v == "default" || v == "null" {
					p.missing = v
				}
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
