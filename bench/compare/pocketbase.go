//go:build ignore

// PocketBase as bench/compare.sh runs it: the stock app plus two things for the benchmark only.
// `benchsetup` fills a new data directory with the compared collection and rows, the upload
// collection and the users (through PocketBase's own record saving, so validation and bcrypt
// hashing run as they would over HTTP), and DELETE /bench/inserted (superusers only) removes the
// rows an insert run added, between runs. The script copies this file into a temporary module and
// builds it there; nothing of PocketBase is in this repository.
package main

import (
	"fmt"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
	"github.com/spf13/cobra"
)

// seededBefore separates seeded rows (from 2020-01-01, one second apart) from inserted ones (now).
const seededBefore = "2021-01-01"

func main() {
	// Not pocketbase.New: it turns dev mode (every SQL statement printed) on for a binary under the
	// temporary directory, taking it for `go run`.
	app := pocketbase.NewWithConfig(pocketbase.Config{})
	var rows, users int
	var password string
	setup := &cobra.Command{
		Use:   "benchsetup",
		Short: "creates the benchmark's collections, rows and users",
		RunE: func(*cobra.Command, []string) error {
			return benchSetup(app, rows, users, password)
		},
	}
	setup.Flags().IntVar(&rows, "rows", 100_000, "testimonials to insert")
	setup.Flags().IntVar(&users, "users", 100, "users bench1@example.com … benchN@example.com")
	setup.Flags().StringVar(&password, "password", "", "the users' password")
	app.RootCmd.AddCommand(setup)

	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.DELETE("/bench/inserted", func(e *core.RequestEvent) error {
			if _, err := e.App.DB().NewQuery("DELETE FROM testimoniales WHERE created >= {:t}").
				Bind(map[string]any{"t": seededBefore}).Execute(); err != nil {
				return fmt.Errorf("delete inserted rows: %w", err)
			}
			return e.NoContent(http.StatusNoContent)
		}).Bind(apis.RequireSuperuserAuth())
		return se.Next()
	})

	if err := app.Start(); err != nil {
		log.Fatal(err)
	}
}

func benchSetup(app core.App, rows, users int, password string) error {
	// No request log, as Vitrina runs at VITRINA_LOG_LEVEL=warn: neither side writes one per request.
	settings := app.Settings()
	settings.Logs.MaxDays = 0
	if err := app.Save(settings); err != nil {
		return fmt.Errorf("turn the request log off: %w", err)
	}
	t := core.NewBaseCollection("testimoniales")
	t.ListRule = types.Pointer("") // public, as Vitrina's anon read
	t.ViewRule = types.Pointer("")
	t.Fields.Add(
		&core.NumberField{Name: "categoria", Required: true, OnlyInt: true},
		&core.TextField{Name: "testimonio", Required: true},
		&core.TextField{Name: "persona"},
		&core.TextField{Name: "empresa", Required: true},
		&core.AutodateField{Name: "created", OnCreate: true},
	)
	t.AddIndex("idx_testimoniales_created", false, "created", "")
	if err := app.Save(t); err != nil {
		return fmt.Errorf("testimoniales collection: %w", err)
	}
	files := core.NewBaseCollection("archivos")
	files.Fields.Add(&core.FileField{Name: "archivo", MaxSelect: 1, MaxSize: 200 << 20})
	if err := app.Save(files); err != nil {
		return fmt.Errorf("archivos collection: %w", err)
	}

	// The same rows as bench/load's seed: row k has id k+1 there and t<k+1 in 14 digits> here.
	base := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	for done := 0; done < rows; done += 1000 {
		err := app.RunInTransaction(func(tx core.App) error {
			for k := done; k < min(done+1000, rows); k++ {
				r := core.NewRecord(t)
				r.Set("id", fmt.Sprintf("t%014d", k+1))
				r.Set("categoria", 1)
				r.Set("testimonio", fmt.Sprintf("Testimonio %d, muy satisfechos con el servicio.", k))
				r.Set("empresa", fmt.Sprintf("Empresa %d", k))
				r.Set("persona", fmt.Sprintf("Persona %d", k))
				created, err := types.ParseDateTime(base.Add(time.Duration(k) * time.Second))
				if err != nil {
					return err
				}
				r.SetRaw("created", created)
				if err := tx.Save(r); err != nil {
					return fmt.Errorf("row %d: %w", k, err)
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
		fmt.Fprintf(os.Stderr, "\rseeded %d/%d testimonials", min(done+1000, rows), rows)
	}
	fmt.Fprintln(os.Stderr)

	col, err := app.FindCollectionByNameOrId("users")
	if err != nil {
		return fmt.Errorf("users collection: %w", err)
	}
	for i := 1; i <= users; i++ {
		u := core.NewRecord(col)
		u.SetEmail(fmt.Sprintf("bench%d@example.com", i))
		u.SetPassword(password) // the field's default cost: bcrypt's 10
		u.SetVerified(true)
		if err := app.Save(u); err != nil {
			return fmt.Errorf("user %d: %w", i, err)
		}
	}
	return nil
}
