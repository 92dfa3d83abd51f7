#include "lib/greet.h"
#include "lib/shout.h"

int app_version();

int main() { return demo::shout(demo::greet(1)) + app_version() > 0 ? 0 : 1; }
