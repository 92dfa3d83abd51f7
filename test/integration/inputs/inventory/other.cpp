// Does not include inventory.hpp: a change to it never selects this file.
#include <string>

std::string other() { return "other"; }
