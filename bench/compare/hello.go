//go:build ignore

// The ceiling of bench/compare.sh: a net/http hello world, and with -bcrypt the number of bcrypt
// cost-10 password checks per second that all cores together can do (the bound of a password
// sign-in). The script copies this file into a temporary module and builds it.
package main

import (
	"flag"
	"fmt"
	"log"
	"net/http"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/crypto/bcrypt"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:18303", "address to listen on")
	bound := flag.Duration("bcrypt", 0, "measure bcrypt cost-10 checks per second for this long and exit")
	flag.Parse()
	if *bound > 0 {
		fmt.Printf("%.1f\n", bcryptRate(*bound))
		return
	}
	http.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"hello":"world"}`))
	})
	log.Fatal(http.ListenAndServe(*addr, nil))
}

// bcryptRate runs one checker per core for d and returns checks per second.
func bcryptRate(d time.Duration) float64 {
	hash, err := bcrypt.GenerateFromPassword([]byte("a password of some length"), 10)
	if err != nil {
		log.Fatal(err)
	}
	var n atomic.Int64
	var wg sync.WaitGroup
	start := time.Now()
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for time.Since(start) < d {
				_ = bcrypt.CompareHashAndPassword(hash, []byte("a password of some length"))
				n.Add(1)
			}
		}()
	}
	wg.Wait()
	return float64(n.Load()) / time.Since(start).Seconds()
}
