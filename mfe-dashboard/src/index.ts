// The entry only defers to bootstrap, so shared singletons are negotiated before any of them loads.
void import('./bootstrap');
