package site

import (
	"container/list"
	"sync"
	"time"
)

// pageCache keeps rendered pages in memory, least recently used first out, within a byte budget.
// A generation counter keeps a page rendered before an invalidation from being stored after it.
type pageCache struct {
	mu       sync.Mutex
	maxBytes int64
	ttl      time.Duration
	now      func() time.Time
	size     int64
	gen      uint64
	order    *list.List // front: most recently used
	entries  map[string]*list.Element
}

type cacheEntry struct {
	key     string
	page    *page
	expires time.Time // zero: until invalidated
}

func newPageCache(maxBytes int64, ttl time.Duration, now func() time.Time) *pageCache {
	return &pageCache{maxBytes: maxBytes, ttl: ttl, now: now, order: list.New(), entries: map[string]*list.Element{}}
}

// disabled reports whether the cache keeps nothing (VITRINA_SITE_CACHE=off).
func (c *pageCache) disabled() bool { return c.maxBytes < 0 }

// generation is read before rendering and handed back to put.
func (c *pageCache) generation() uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.gen
}

func (c *pageCache) get(key string) (*page, bool) {
	if c.disabled() {
		return nil, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.entries[key]
	if !ok {
		return nil, false
	}
	e := el.Value.(*cacheEntry)
	if !e.expires.IsZero() && !c.now().Before(e.expires) {
		c.remove(el)
		return nil, false
	}
	c.order.MoveToFront(el)
	return e.page, true
}

// put stores a page rendered during generation gen, unless the cache was invalidated since.
func (c *pageCache) put(key string, gen uint64, p *page) {
	cost := p.cost(key)
	if c.disabled() || cost > c.maxBytes/4 {
		return // one huge page must not flush the whole cache
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen != c.gen {
		return
	}
	if el, ok := c.entries[key]; ok {
		c.remove(el)
	}
	e := &cacheEntry{key: key, page: p}
	if c.ttl > 0 {
		e.expires = c.now().Add(c.ttl)
	}
	c.entries[key] = c.order.PushFront(e)
	c.size += cost
	for c.size > c.maxBytes {
		c.remove(c.order.Back())
	}
}

func (c *pageCache) remove(el *list.Element) {
	e := c.order.Remove(el).(*cacheEntry)
	delete(c.entries, e.key)
	c.size -= e.page.cost(e.key)
}

// clear drops every page and starts a new generation.
func (c *pageCache) clear() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	c.entries = map[string]*list.Element{}
	c.order.Init()
	c.size = 0
}

// len is the number of cached pages (tests).
func (c *pageCache) len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.entries)
}
