//===--- Contract.cpp - clang-tidy ----------------------------------------===//

#include "Contract.h"
#include "Markers.h"
#include "clang-tidy/utils/OptionsUtils.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"

namespace clang::tidy::json {

/// The declaration \p D was instantiated from, if any: a function's primary
/// template or pattern, a class's pattern.
static const Decl *patternOf(const Decl *D) {
  if (const auto *FD = dyn_cast<FunctionDecl>(D)) {
    if (const FunctionTemplateDecl *Primary = FD->getPrimaryTemplate())
      return Primary->getTemplatedDecl();
    if (const FunctionDecl *Pattern = FD->getTemplateInstantiationPattern())
      return Pattern;
  }
  if (const auto *RD = dyn_cast<CXXRecordDecl>(D))
    if (const CXXRecordDecl *Pattern = RD->getTemplateInstantiationPattern())
      return Pattern;
  return nullptr;
}

static const AnnotateAttr *findMarker(const Decl *D, llvm::StringRef Marker) {
  for (const Decl *Cur = D; Cur; Cur = patternOf(Cur)) {
    for (const auto *A : Cur->specific_attrs<AnnotateAttr>())
      if (A->getAnnotation() == Marker)
        return A;
    if (patternOf(Cur) == Cur)
      break;
  }
  return nullptr;
}

bool hasMarker(const Decl *D, llvm::StringRef Marker) {
  return D && findMarker(D, Marker) != nullptr;
}

std::optional<llvm::StringRef> markerRole(const Decl *D,
                                          llvm::StringRef Marker) {
  const AnnotateAttr *A = D ? findMarker(D, Marker) : nullptr;
  if (!A || A->args_size() == 0)
    return std::nullopt;
  const Expr *Arg = (*A->args_begin())->IgnoreParenImpCasts();
  if (const auto *CE = dyn_cast<ConstantExpr>(Arg))
    Arg = CE->getSubExpr()->IgnoreParenImpCasts();
  if (const auto *SL = dyn_cast<StringLiteral>(Arg))
    return SL->getString();
  return std::nullopt;
}

bool hasMarkerRole(const Decl *D, llvm::StringRef Marker,
                   llvm::StringRef Role) {
  return markerRole(D, Marker) == Role;
}

static bool nameMatches(const NamedDecl *ND,
                        llvm::ArrayRef<llvm::StringRef> Names) {
  if (Names.empty() || !ND->getDeclName().isIdentifier())
    return false;
  const std::string Qualified = ND->getQualifiedNameAsString();
  for (llvm::StringRef Name : Names) {
    Name = Name.trim();
    Name.consume_front("::");
    if (!Name.empty() && Name == Qualified)
      return true;
  }
  return false;
}

static std::vector<llvm::StringRef>
withRuntimeNames(llvm::StringRef RuntimeNames,
                 llvm::ArrayRef<llvm::StringRef> Extra) {
  std::vector<llvm::StringRef> Names =
      utils::options::parseStringList(RuntimeNames);
  Names.insert(Names.end(), Extra.begin(), Extra.end());
  return Names;
}

//===--- Entry points -----------------------------------------------------===//

EntryPoints::EntryPoints(llvm::ArrayRef<llvm::StringRef> SerializerFunctions)
    : Names(withRuntimeNames(markers::EntryNames, SerializerFunctions)) {}

bool EntryPoints::isEntryPoint(const FunctionDecl *FD) const {
  if (!FD)
    return false;
  auto [It, Fresh] = Known.try_emplace(FD, false);
  if (Fresh)
    It->second = hasMarker(FD, markers::Entry) || nameMatches(FD, Names);
  return It->second;
}

/// The function declarations an unresolved call names.
static llvm::SmallVector<const FunctionDecl *, 4>
unresolvedCandidates(const CallExpr *Call) {
  llvm::SmallVector<const FunctionDecl *, 4> Out;
  const Expr *Callee = Call->getCallee();
  const auto *ULE = dyn_cast_or_null<UnresolvedLookupExpr>(
      Callee ? Callee->IgnoreParenImpCasts() : nullptr);
  if (!ULE)
    return Out;
  for (const NamedDecl *ND : ULE->decls()) {
    const NamedDecl *Target = ND->getUnderlyingDecl();
    if (const auto *FTD = dyn_cast<FunctionTemplateDecl>(Target))
      Out.push_back(FTD->getTemplatedDecl());
    else if (const auto *FD = dyn_cast<FunctionDecl>(Target))
      Out.push_back(FD);
  }
  return Out;
}

const FunctionDecl *EntryPoints::ofCall(const CallExpr *Call) const {
  if (!Call)
    return nullptr;
  if (const FunctionDecl *Callee = Call->getDirectCallee())
    return isEntryPoint(Callee) ? Callee : nullptr;
  for (const FunctionDecl *FD : unresolvedCandidates(Call))
    if (isEntryPoint(FD))
      return FD;
  return nullptr;
}

llvm::SmallVector<const FunctionDecl *, 4>
EntryPoints::candidates(const CallExpr *Call) const {
  if (const FunctionDecl *FD = Call->getDirectCallee())
    return {FD};
  llvm::SmallVector<const FunctionDecl *, 4> Out;
  for (const FunctionDecl *FD : unresolvedCandidates(Call))
    if (isEntryPoint(FD))
      Out.push_back(FD);
  return Out;
}

llvm::StringRef EntryPoints::direction(const FunctionDecl *Entry) {
  return markerRole(Entry, markers::Entry).value_or(markers::role::Write);
}

//===--- Options ----------------------------------------------------------===//

OptionsTypes::OptionsTypes(llvm::ArrayRef<llvm::StringRef> Extra)
    : Names(withRuntimeNames(markers::OptionsName, Extra)) {}

bool OptionsTypes::isListed(const CXXRecordDecl *RD) const {
  return hasMarker(RD, markers::Options) || nameMatches(RD, Names);
}

/// Whether \p RD is one of the options types of \p Listed, or derived from
/// one (a codebase's own AppOptions holds the same cache).
template <class Pred>
static bool isOrDerivesFrom(const CXXRecordDecl *RD, Pred Listed) {
  if (const CXXRecordDecl *Def = RD->getDefinition())
    RD = Def;
  if (Listed(RD))
    return true;
  bool Found = false;
  if (RD->hasDefinition())
    RD->forallBases([&](const CXXRecordDecl *Base) {
      Found = Found || Listed(Base);
      return !Found;
    });
  return Found;
}

bool OptionsTypes::isOptionsRecord(const CXXRecordDecl *RD) const {
  if (!RD)
    return false;
  auto [It, Fresh] = Known.try_emplace(RD->getCanonicalDecl(), false);
  if (Fresh)
    It->second = isOrDerivesFrom(
        RD, [this](const CXXRecordDecl *C) { return isListed(C); });
  return It->second;
}

/// The record of \p T, after desugaring, ignoring references and
/// cv-qualifiers.
static const CXXRecordDecl *recordOf(QualType T) {
  if (T.isNull())
    return nullptr;
  const Type *Ty = T.getNonReferenceType()->getUnqualifiedDesugaredType();
  return Ty ? Ty->getAsCXXRecordDecl() : nullptr;
}

bool OptionsTypes::isOptionsType(QualType T) const {
  return isOptionsRecord(recordOf(T));
}

bool isRuntimeOptionsType(QualType T) {
  const CXXRecordDecl *RD = recordOf(T);
  const std::vector<llvm::StringRef> Names =
      utils::options::parseStringList(markers::OptionsName);
  return RD && isOrDerivesFrom(RD, [&](const CXXRecordDecl *C) {
           return hasMarker(C, markers::Options) || nameMatches(C, Names);
         });
}

} // namespace clang::tidy::json
