//===--- ConstantInit.h - clang-tidy ----------------------------*- C++ -*-===//
//
// Whether an initializer holds the same value on every call: what makes it
// vary (a parameter, a local, a mutable global, `this`, a call of a function
// that is not constexpr), if anything. Hoisting to `static const` is only
// exact when nothing does.
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_HOTPATH_CONSTANTINIT_H
#define TIDYJSON_CHECKS_HOTPATH_CONSTANTINIT_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include <string>

namespace clang::tidy::json {

/// The first thing in \p S that makes it vary from call to call, or null
/// when \p S is built from constants only: literals, enumerators, constexpr
/// variables, const objects with static storage, and constexpr constructions
/// and calls of those. In a template, a name or construction that depends on
/// the template's arguments counts as a constant when it is one in every
/// instantiation the translation unit makes (and there is one).
const Stmt *findDependency(const Stmt *S, ASTContext &Ctx);

/// What varies in the initializer \p Init of an options object: the
/// construction of the options object itself is what the fix keeps, so only
/// its arguments count (and, for a class derived from the runtime's options,
/// what its own construction adds).
const Stmt *initializerDependency(const Expr *Init, ASTContext &Ctx);

/// "depends on 'x'" or "calls 'f', which is not constexpr", for a note.
std::string describeDependency(const Stmt *Dep);

/// The construction an initializer or a written temporary boils down to.
const Expr *constructionOf(const Expr *E);

} // namespace clang::tidy::json

#endif // TIDYJSON_CHECKS_HOTPATH_CONSTANTINIT_H
