package database

import (
	"bytes"
	"database/sql/driver"
	"encoding/json"
	"fmt"
	"regexp"

	"modernc.org/sqlite"
)

// SQLite lacks two PostgreSQL operators that /rest/v1 offers (cs/cd on jsonb, match/imatch): they
// are Go functions registered with the driver, so the SQL the platform writes has one meaning on
// both backends. Registration is the driver's, once for the process, before any connection opens.
func init() {
	for name, fn := range map[string]func(*sqlite.FunctionContext, []driver.Value) (driver.Value, error){
		"vitrina_json_contains": jsonContainsFunc,
		"vitrina_regexp":        regexpFunc,
	} {
		if err := sqlite.RegisterDeterministicScalarFunction(name, -1, fn); err != nil {
			panic(fmt.Sprintf("register SQLite function %s: %v", name, err))
		}
	}
}

// jsonContainsFunc is vitrina_json_contains(a, b): PostgreSQL's a @> b on JSON text (null when
// either is null).
func jsonContainsFunc(_ *sqlite.FunctionContext, args []driver.Value) (driver.Value, error) {
	if len(args) != 2 || args[0] == nil || args[1] == nil {
		return nil, nil
	}
	var a, b any
	if err := decodeJSONArg(args[0], &a); err != nil {
		return nil, err
	}
	if err := decodeJSONArg(args[1], &b); err != nil {
		return nil, err
	}
	return sqlBool(JSONContains(a, b, true)), nil
}

func decodeJSONArg(v driver.Value, into *any) error {
	var raw []byte
	switch x := v.(type) {
	case string:
		raw = []byte(x)
	case []byte:
		raw = x
	default:
		raw, _ = json.Marshal(x)
	}
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	if err := d.Decode(into); err != nil {
		return fmt.Errorf("invalid input syntax for type json: %w", err)
	}
	return nil
}

// JSONContains is PostgreSQL's jsonb containment (a @> b) on decoded JSON (numbers as json.Number):
// an object contains an object whose every key it has with a contained value; an array contains an
// array whose every element some element of it contains; at the top level an array also contains a
// scalar it holds; scalars contain what equals them.
func JSONContains(a, b any, top bool) bool {
	switch bv := b.(type) {
	case map[string]any:
		av, ok := a.(map[string]any)
		if !ok {
			return false
		}
		for k, v := range bv {
			w, ok := av[k]
			if !ok || !JSONContains(w, v, false) {
				return false
			}
		}
		return true
	case []any:
		av, ok := a.([]any)
		if !ok {
			return false
		}
		for _, v := range bv {
			found := false
			for _, w := range av {
				if JSONContains(w, v, false) {
					found = true
					break
				}
			}
			if !found {
				return false
			}
		}
		return true
	}
	if av, ok := a.([]any); ok && top {
		for _, w := range av {
			if jsonScalarEqual(w, b) {
				return true
			}
		}
		return false
	}
	return jsonScalarEqual(a, b)
}

func jsonScalarEqual(a, b any) bool {
	an, aNum := a.(json.Number)
	bn, bNum := b.(json.Number)
	if aNum && bNum {
		af, err1 := an.Float64()
		bf, err2 := bn.Float64()
		return err1 == nil && err2 == nil && af == bf
	}
	switch a.(type) {
	case map[string]any, []any:
		return false
	}
	return a == b
}

// regexpFunc is vitrina_regexp(pattern, text, caseInsensitive): PostgreSQL's text ~ pattern (~*
// when the third argument is 1), in Go's RE2 syntax, which runs in linear time on any input.
func regexpFunc(_ *sqlite.FunctionContext, args []driver.Value) (driver.Value, error) {
	if len(args) != 3 || args[0] == nil || args[1] == nil {
		return nil, nil
	}
	pattern, _ := args[0].(string)
	if ci, _ := args[2].(int64); ci == 1 {
		pattern = "(?i)" + pattern
	}
	re, err := regexp.Compile(pattern)
	if err != nil {
		return nil, fmt.Errorf("invalid regular expression: %w", err)
	}
	var text string
	switch x := args[1].(type) {
	case string:
		text = x
	case []byte:
		text = string(x)
	default:
		text = fmt.Sprint(x)
	}
	return sqlBool(re.MatchString(text)), nil
}

// sqlBool is a truth value as SQLite holds one.
func sqlBool(b bool) int64 {
	if b {
		return 1
	}
	return 0
}
