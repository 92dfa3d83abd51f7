//===--- MayThrow.cpp - clang-tidy ----------------------------------------===//

#include "MayThrow.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/raw_ostream.h"

namespace clang::tidy::json {

namespace {

/// Standard library functions that throw on their arguments (out_of_range,
/// bad_optional_access, invalid_argument, bad_variant_access, ...), not only
/// when memory runs out. Any other function of a system header that is not
/// noexcept is taken to throw only std::bad_alloc (push_back, append, a
/// copy), which the loop over the container can throw as well.
bool throwsOnArguments(const FunctionDecl *FD) {
  static const llvm::StringSet<> Names = {"at",
                                          "value",
                                          "stoi",
                                          "stol",
                                          "stoll",
                                          "stoul",
                                          "stoull",
                                          "stof",
                                          "stod",
                                          "stold",
                                          "get",
                                          "any_cast",
                                          "substr",
                                          "copy",
                                          "compare",
                                          "replace",
                                          "bitset",
                                          "to_ulong",
                                          "to_ullong",
                                          "rethrow_exception",
                                          "rethrow_if_nested",
                                          "throw_with_nested",
                                          "lock",
                                          "join",
                                          "detach",
                                          "get_future",
                                          "set_value",
                                          "set_exception",
                                          "wait",
                                          "wait_for",
                                          "wait_until",
                                          "invoke",
                                          "apply",
                                          "visit"};
  if (const auto *M = dyn_cast<CXXMethodDecl>(FD))
    // std::function and its kin call what they hold.
    if (M->getOverloadedOperator() == OO_Call)
      return true;
  const IdentifierInfo *II = FD->getIdentifier();
  return II && Names.contains(II->getName());
}

class ThrowFinder {
public:
  explicit ThrowFinder(const SourceManager &SM) : SM(SM) {}

  /// A call or throw in \p S that can throw something the loop over the
  /// container would not throw at the same point, or null.
  const Stmt *find(const Stmt *S, int Depth = 0) {
    if (!S)
      return nullptr;
    if (isa<CXXThrowExpr>(S))
      return S;
    if (const auto *Try = dyn_cast<CXXTryStmt>(S)) {
      // A catch (...) keeps what its try block throws inside.
      for (unsigned I = 0; I < Try->getNumHandlers(); ++I)
        if (Try->getHandler(I)->getCaughtType().isNull()) {
          for (unsigned J = 0; J < Try->getNumHandlers(); ++J)
            if (const Stmt *T =
                    find(Try->getHandler(J)->getHandlerBlock(), Depth))
              return T;
          return nullptr;
        }
    }
    if (const auto *DC = dyn_cast<CXXDynamicCastExpr>(S);
        DC && DC->getType()->isReferenceType())
      return S; // std::bad_cast
    if (const auto *Call = dyn_cast<CallExpr>(S)) {
      if (callMayThrow(Call->getDirectCallee(), Call, Depth))
        return S;
    } else if (const auto *Construct = dyn_cast<CXXConstructExpr>(S)) {
      if (callMayThrow(Construct->getConstructor(), nullptr, Depth))
        return S;
    }
    for (const Stmt *Child : S->children())
      if (const Stmt *T = find(Child, Depth))
        return T;
    return nullptr;
  }

private:
  bool callMayThrow(const FunctionDecl *FD, const CallExpr *Call, int Depth) {
    if (!FD)
      return true; // through a pointer: anything
    if (const auto *FPT = FD->getType()->getAs<FunctionProtoType>();
        FPT && FPT->isNothrow())
      return false;
    if (FD->getBuiltinID() != 0)
      return false;
    if (SM.isInSystemHeader(FD->getLocation())) {
      if (throwsOnArguments(FD))
        return true;
      // An algorithm calls the callables it is given.
      if (Call)
        for (const Expr *Arg : Call->arguments())
          if (callableMayThrow(Arg, Depth))
            return true;
      return false;
    }
    return bodyMayThrow(FD, Depth);
  }

  bool callableMayThrow(const Expr *Arg, int Depth) {
    Arg = Arg->IgnoreParenImpCasts();
    if (const auto *Temp = dyn_cast<MaterializeTemporaryExpr>(Arg))
      Arg = Temp->getSubExpr()->IgnoreParenImpCasts();
    if (const auto *Lambda = dyn_cast<LambdaExpr>(Arg))
      return bodyMayThrow(Lambda->getCallOperator(), Depth);
    if (const auto *Ref = dyn_cast<DeclRefExpr>(Arg))
      if (const auto *Fn = dyn_cast<FunctionDecl>(Ref->getDecl()))
        return callMayThrow(Fn, nullptr, Depth);
    const QualType T = Arg->getType();
    if (T->isFunctionPointerType() || T->isMemberFunctionPointerType())
      return true;
    if (const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
        RD && RD->hasDefinition() && !SM.isInSystemHeader(RD->getLocation()))
      for (const CXXMethodDecl *M : RD->methods())
        if (M->getOverloadedOperator() == OO_Call &&
            callMayThrow(M, nullptr, Depth))
          return true;
    return false;
  }

  bool bodyMayThrow(const FunctionDecl *FD, int Depth) {
    if (const FunctionDecl *Def = FD->getDefinition())
      FD = Def;
    if (!FD->hasBody() || Depth >= 8)
      return true; // defined elsewhere, or too deep to follow
    if (auto It = Memo.find(FD); It != Memo.end())
      return It->second;
    Memo[FD] = false; // a recursive call adds nothing new
    const bool Throws = find(FD->getBody(), Depth + 1) != nullptr;
    // Member initializers of a constructor run before its body.
    bool InitThrows = false;
    if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(FD))
      for (const CXXCtorInitializer *Init : Ctor->inits())
        if (Init->isWritten() && find(Init->getInit(), Depth + 1))
          InitThrows = true;
    return Memo[FD] = Throws || InitThrows;
  }

  const SourceManager &SM;
  llvm::DenseMap<const FunctionDecl *, bool> Memo;
};

} // namespace

std::string throwingCallName(const Stmt *S) {
  const FunctionDecl *FD = nullptr;
  if (const auto *Call = dyn_cast<CallExpr>(S))
    FD = Call->getDirectCallee();
  else if (const auto *Construct = dyn_cast<CXXConstructExpr>(S))
    FD = Construct->getConstructor();
  if (!FD)
    return isa<CXXThrowExpr>(S) ? "a throw" : "a call";
  PrintingPolicy Policy = FD->getASTContext().getPrintingPolicy();
  Policy.SuppressInlineNamespace = true; // std::stoi, not std::__cxx11::stoi
  std::string Name;
  llvm::raw_string_ostream OS(Name);
  FD->printQualifiedName(OS, Policy);
  return "'" + OS.str() + "'";
}

const Stmt *findThrowingCall(const Stmt *S, const SourceManager &SM) {
  return ThrowFinder(SM).find(S);
}

} // namespace clang::tidy::json
