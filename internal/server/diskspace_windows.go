package server

import (
	"fmt"

	"golang.org/x/sys/windows"
)

func freeSpace(dir string) (uint64, error) {
	path, err := windows.UTF16PtrFromString(dir)
	if err != nil {
		return 0, fmt.Errorf("free space of %s: %w", dir, err)
	}
	var available uint64 // for this process's user, quotas included
	if err := windows.GetDiskFreeSpaceEx(path, &available, nil, nil); err != nil {
		return 0, fmt.Errorf("free space of %s: %w", dir, err)
	}
	return available, nil
}
