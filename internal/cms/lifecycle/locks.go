package lifecycle

import (
	"context"
	"net/http"
	"strconv"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// locksTable is the platform's table of edit locks (one row per item being edited).
const locksTable = "bloqueos_edicion"

// LockStale is how long a lock lasts without a heartbeat; the form sends one every LockHeartbeat.
const (
	LockStale     = 5 * time.Minute
	LockHeartbeat = time.Minute
)

// Lock is who holds an item open for editing.
type Lock struct {
	ID      int64  `json:"id"`
	Usuario string `json:"usuario"`
	Desde   string `json:"desde"`
	Latido  string `json:"latido"`
}

// Since is when the holder opened the item, in loc ("10:42", or "23/11/2026 10:42" on another day).
func (l Lock) Since(now time.Time, loc *time.Location) string {
	t, err := time.Parse(time.RFC3339Nano, l.Desde)
	if err != nil {
		return ""
	}
	if t.In(loc).Format("2006-01-02") == now.In(loc).Format("2006-01-02") {
		return t.In(loc).Format("15:04")
	}
	return cms.FormatDateTime(t, loc)
}

// LockState is an item's lock as one editor sees it: held by them (Mine), or by Holder.
type LockState struct {
	Mine   bool
	Holder Lock
}

// TakeLock opens item id of table for user at now: a free or stale lock (no heartbeat for
// LockStale) becomes theirs, their own is refreshed (the heartbeat), and another editor's live lock
// is left alone — unless takeOver, the explicit "Tomar el control". Every change is conditional on
// what was read, so two editors racing for one lock cannot both get it.
func TakeLock(ctx context.Context, svc *cms.Service, token, table string, id int64, user string, now time.Time, takeOver bool) (LockState, error) {
	c := svc.Client()
	cred := platformclient.AsUser(token)
	key := strconv.FormatInt(id, 10)
	stamp := now.UTC().Format(time.RFC3339Nano)
	for range 3 { // a lost race re-reads; three rounds end any sane contention
		var locks []Lock
		if _, err := c.From(locksTable, cred).Select("id,usuario,desde,latido").Eq("tabla", table).Eq("registro", key).Get(ctx, &locks); err != nil {
			return LockState{}, cms.PlatformFailure(err)
		}
		if len(locks) == 0 {
			var got []Lock
			err := c.From(locksTable, cred).Select("id,usuario,desde,latido").Insert(ctx,
				map[string]any{"tabla": table, "registro": key, "usuario": user, "desde": stamp, "latido": stamp}, &got)
			if platformclient.CodeOf(err) == "23505" {
				continue // someone opened it at the same moment
			}
			if err != nil {
				return LockState{}, cms.PlatformFailure(err)
			}
			if len(got) != 1 {
				return LockState{}, cms.Fail(http.StatusConflict, MsgLockBusy)
			}
			return LockState{Mine: true, Holder: got[0]}, nil
		}
		held := locks[0]
		mine := held.Usuario == user
		latido, err := time.Parse(time.RFC3339Nano, held.Latido)
		stale := err != nil || now.Sub(latido) >= LockStale
		if !mine && !stale && !takeOver {
			return LockState{Holder: held}, nil
		}
		patch := map[string]any{"latido": stamp}
		if !mine {
			patch["usuario"], patch["desde"] = user, stamp
		}
		var got []Lock
		if err := c.From(locksTable, cred).Select("id,usuario,desde,latido").Eq("id", held.ID).Eq("usuario", held.Usuario).
			Eq("latido", held.Latido).Update(ctx, patch, &got); err != nil {
			return LockState{}, cms.PlatformFailure(err)
		}
		if len(got) == 1 {
			return LockState{Mine: true, Holder: got[0]}, nil
		}
	}
	return LockState{}, cms.Fail(http.StatusConflict, MsgLockBusy)
}

// ReleaseLock gives up user's lock on item id of table (after a save); another's lock stays.
func ReleaseLock(ctx context.Context, svc *cms.Service, token, table string, id int64, user string) error {
	err := svc.Client().From(locksTable, platformclient.AsUser(token)).Eq("tabla", table).Eq("registro", strconv.FormatInt(id, 10)).
		Eq("usuario", user).Delete(ctx, nil)
	if err != nil {
		return cms.PlatformFailure(err)
	}
	return nil
}
