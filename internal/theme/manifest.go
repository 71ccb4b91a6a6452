package theme

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// ManifestFile is the manifest's name at the theme's root.
const ManifestFile = "theme.json"

// Option kinds.
const (
	KindSelect  = "select"
	KindBoolean = "boolean"
	KindColour  = "colour"
)

// Option is a choice a theme offers the site's administrator (hero style, dark sections…).
type Option struct {
	ID      string   `json:"id"`      // a-z, 0-9, _ ; the key in L.Theme.Options and the CSS class
	Label   string   `json:"label"`   // Spanish, shown in Apariencia
	Kind    string   `json:"kind"`    // select, boolean or colour
	Values  []string `json:"values"`  // select: the allowed values
	Default string   `json:"default"` // select: one of Values; boolean: "true" or "false"; colour: #rrggbb
}

// Manifest is theme.json.
type Manifest struct {
	Name        string   `json:"name"` // the folder's name too: a-z, 0-9 and -
	Version     string   `json:"version"`
	Description string   `json:"description"`
	Options     []Option `json:"options"`
	Overrides   []string `json:"overrides"` // the page types whose template the theme replaces
}

var (
	namePattern   = regexp.MustCompile(`^[a-z][a-z0-9-]{0,39}$`)
	optionPattern = regexp.MustCompile(`^[a-z][a-z0-9_]{0,39}$`)
	colourPattern = regexp.MustCompile(`^#[0-9a-f]{6}$`)
)

// parseManifest reads theme.json and checks it against the site's page types.
func parseManifest(raw []byte, pages []string) (Manifest, []Problem) {
	var m Manifest
	dec := json.NewDecoder(strings.NewReader(string(raw)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		return m, []Problem{{Rule: RuleManifest, File: ManifestFile, Detail: err.Error()}}
	}
	var probs []Problem
	bad := func(format string, args ...any) {
		probs = append(probs, Problem{Rule: RuleManifest, File: ManifestFile, Detail: fmt.Sprintf(format, args...)})
	}
	if !namePattern.MatchString(m.Name) {
		bad("name %q: required, lowercase letters, digits and -, at most 40", m.Name)
	}
	if strings.TrimSpace(m.Version) == "" {
		bad("version is required")
	}
	if strings.TrimSpace(m.Description) == "" {
		bad("description is required")
	}
	seen := map[string]bool{}
	for _, o := range m.Options {
		if !optionPattern.MatchString(o.ID) || seen[o.ID] {
			bad("option id %q: required, unique, lowercase letters, digits and _", o.ID)
		}
		seen[o.ID] = true
		if strings.TrimSpace(o.Label) == "" {
			bad("option %q: label is required", o.ID)
		}
		switch o.Kind {
		case KindSelect:
			if len(o.Values) < 2 || !slices.Contains(o.Values, o.Default) {
				bad("option %q: a select needs two or more values and a default among them", o.ID)
			}
			for _, v := range o.Values {
				if !optionPattern.MatchString(v) {
					bad("option %q: value %q: lowercase letters, digits and _", o.ID, v)
				}
			}
		case KindBoolean:
			if o.Default != "true" && o.Default != "false" {
				bad("option %q: a boolean's default is true or false", o.ID)
			}
		case KindColour:
			if !colourPattern.MatchString(o.Default) {
				bad("option %q: a colour's default is #rrggbb (lowercase)", o.ID)
			}
		default:
			bad("option %q: kind %q is not select, boolean or colour", o.ID, o.Kind)
		}
	}
	for _, p := range m.Overrides {
		if !slices.Contains(pages, p) {
			probs = append(probs, Problem{Rule: RuleUnknownPage, File: ManifestFile, Detail: p})
		}
	}
	return m, probs
}

// Values are a theme's option values from stored ones: each option's stored value when allowed,
// else its default; booleans as bool, the others as strings. Unknown keys are dropped.
func (m Manifest) Values(stored map[string]string) map[string]any {
	out := make(map[string]any, len(m.Options))
	for _, o := range m.Options {
		v, ok := stored[o.ID]
		if !ok || o.Check(v) != nil {
			v = o.Default
		}
		if o.Kind == KindBoolean {
			out[o.ID] = v == "true"
		} else {
			out[o.ID] = v
		}
	}
	return out
}

// Check tells whether v is an allowed value of the option.
func (o Option) Check(v string) error {
	ok := false
	switch o.Kind {
	case KindSelect:
		ok = slices.Contains(o.Values, v)
	case KindBoolean:
		ok = v == "true" || v == "false"
	case KindColour:
		ok = colourPattern.MatchString(v)
	}
	if !ok {
		return fmt.Errorf("option %s: value %q is not allowed", o.ID, v)
	}
	return nil
}
