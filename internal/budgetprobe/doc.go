// Package budgetprobe proves the process-wide budgets of the expensive paths against a real
// `vitrina serve`: its tests make the requests an attacker would (image variants of decompression
// bombs, all at once, anonymously) and read the process's memory from the system (VmRSS, VmHWM)
// rather than from the Go runtime, since the system's figure is what an outage is made of.
package budgetprobe
