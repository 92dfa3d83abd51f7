int app_version() { return 1; }
