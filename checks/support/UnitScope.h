//===--- UnitScope.h - clang-tidy -------------------------------*- C++ -*-===//
//
// Seeing the whole translation unit when the host matches only part of it:
// clangd runs a check's matchers over the main file's top-level declarations.
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_SUPPORT_UNITSCOPE_H
#define TIDYJSON_CHECKS_SUPPORT_UNITSCOPE_H

#include "clang/AST/ASTContext.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace clang::tidy::json {

/// Whether the unit's traversal scope is less than the whole unit. clangd
/// sets it to the main file's top-level declarations (built on a preamble),
/// so matchers never see descriptions, contexts or the runtime's markers that
/// a header declares, nor the translation unit itself.
bool hasLimitedScope(const ASTContext &Ctx);

/// Matches the matchers that \p Register adds over the top-level declarations
/// outside the traversal scope (those clang-tidy would have matched and
/// clangd did not), then restores the scope. Every match goes to \p Found;
/// \p Register must add its matchers with the callback it is given (not the
/// check itself, whose onEndOfTranslationUnit the nested run would call).
/// The standard library's namespaces in system headers are left out: a
/// json-* check learns nothing from them, and they are most of what a
/// preamble holds. A check calls this from onEndOfTranslationUnit with the
/// matchers that gather its facts, so that its analysis sees what it sees
/// under clang-tidy.
void matchOutsideScope(
    ASTContext &Ctx,
    llvm::function_ref<void(ast_matchers::MatchFinder &,
                            ast_matchers::MatchFinder::MatchCallback *)>
        Register,
    llvm::function_ref<void(const ast_matchers::MatchFinder::MatchResult &)>
        Found);

/// Runs \p Body with the traversal scope set to the whole unit (a
/// RecursiveASTVisitor that starts at the TranslationUnitDecl honours the
/// scope), then restores it.
void withWholeUnit(ASTContext &Ctx, llvm::function_ref<void()> Body);

} // namespace clang::tidy::json

#endif // TIDYJSON_CHECKS_SUPPORT_UNITSCOPE_H
