package rest

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"sort"
	"strings"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/audit"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// rpc answers POST /rpc/<name>: the function runs in one transaction with the body's arguments.
func (a *API) rpc(w http.ResponseWriter, r *http.Request, name string) {
	if err := a.callFunction(w, r, name); err != nil {
		a.writeError(w, r, err, "")
	}
}

func (a *API) callFunction(w http.ResponseWriter, r *http.Request, name string) error {
	id, err := a.identify(r)
	if err != nil {
		return err
	}
	if err := checkProfile(r); err != nil {
		return err
	}
	if r.Method != http.MethodPost {
		return newError(http.StatusMethodNotAllowed, "PGRST101", "Only POST is allowed for this function")
	}
	fn := a.catalog.Function(name)
	if fn == nil {
		return errNoFunction(name)
	}
	if !fn.CanCall(id.Role) {
		return errPermission(id.Role, "permission denied for function "+name)
	}
	p, err := readPayload(w, r)
	if err != nil {
		return err
	}
	if p.array || len(p.rows) != 1 {
		return errInvalidBody("RPC arguments must be a JSON object")
	}
	args, err := functionArgs(fn, p.rows[0])
	if err != nil {
		return err
	}
	ctx, err := a.authorizeCall(r.Context(), a.callerOf(id), fn, args)
	if err != nil {
		return err
	}
	if fn.Stable != nil {
		result, err := fn.Stable(ctx, a.db, args, a.now())
		if err != nil {
			return err
		}
		if result == nil {
			result = json.RawMessage("null") // a scalar function's null is 200 null in PostgREST, not 204
		}
		return writeResult(w, name, result)
	}
	var result any
	who := audit.WhoOf(id, r)
	ctx = schema.WithCaller(ctx, schema.Caller{Actor: who.Actor, Now: a.now()})
	err = a.db.InTx(ctx, func(tx *database.Tx) error {
		var err error
		before, err := snapshot(ctx, tx, fn, args)
		if err != nil {
			return err
		}
		if result, err = fn.Call(ctx, tx, args); err != nil {
			return err
		}
		if fn.Quiet {
			return nil
		}
		after, err := snapshot(ctx, tx, fn, args)
		if err != nil {
			return err
		}
		if after == nil {
			after = map[string]any{"args": args, "result": result}
		}
		return audit.Record(ctx, tx, who,
			audit.Entry{Action: audit.Call, Target: name, RecordID: firstArg(fn, args), Before: before, After: after})
	})
	if err != nil {
		return err
	}
	if !fn.Quiet {
		a.onWrite(name)
	}
	return writeResult(w, name, result)
}

// writeResult answers a call: its result as JSON, or 204 for a void function (nil).
func writeResult(w http.ResponseWriter, name string, result any) error {
	if result == nil {
		w.WriteHeader(http.StatusNoContent)
		return nil
	}
	body, err := json.Marshal(result)
	if err != nil {
		return fmt.Errorf("encode %s result: %w", name, err)
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	_, _ = w.Write(body)
	return nil
}

// functionArgs matches the body's keys to the function's parameters, as PostgREST resolves an
// overload: unknown or missing arguments mean no such function.
func functionArgs(fn *schema.Function, obj map[string]json.RawMessage) (schema.Row, error) {
	known := map[string]bool{}
	args := schema.Row{}
	for _, p := range fn.Params {
		known[p.Name] = true
		raw, ok := obj[p.Name]
		if !ok || string(raw) == "null" {
			if p.Required {
				return nil, errFunctionSignature(fn.Name, obj)
			}
			continue
		}
		v, err := fromJSON(&schema.Column{Name: p.Name, Type: p.Type}, raw)
		if err != nil {
			return nil, err
		}
		args[p.Name] = v
	}
	for k := range obj {
		if !known[k] {
			return nil, errFunctionSignature(fn.Name, obj)
		}
	}
	return args, nil
}

func errFunctionSignature(name string, obj map[string]json.RawMessage) *apiError {
	keys := make([]string, 0, len(obj))
	for k := range obj {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return newError(http.StatusNotFound, "PGRST202",
		fmt.Sprintf("Could not find the function public.%s(%s) in the schema cache", name, strings.Join(keys, ", "))).
		withHint("Check the names and types of the arguments")
}

// snapshot reads what fn changes, for the audit trail; nil when fn does not say.
func snapshot(ctx context.Context, tx *database.Tx, fn *schema.Function, args schema.Row) (any, error) {
	if fn.Snapshot == nil {
		return nil, nil
	}
	return fn.Snapshot(ctx, tx, args)
}

// firstArg names what a call acts on in the audit trail: its first argument (a role's name).
func firstArg(fn *schema.Function, args schema.Row) string {
	if len(fn.Params) == 0 || args[fn.Params[0].Name] == nil {
		return ""
	}
	return fmt.Sprint(args[fn.Params[0].Name])
}
