//===--- Contexts.cpp - clang-tidy ----------------------------------------===//
//
// Reading a context's declaration (its tidyjson::context<Self, roots<...>,
// Settings...> base), and the settings of run-time options built in sight.
// Setting enumerations are recognized by marker and read by enumerator name.
//
//===----------------------------------------------------------------------===//

#include "Contract.h"
#include "Markers.h"
#include "TidyjsonModel.h"
#include "support/ASTUtils.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/TypeLoc.h"

namespace clang::tidy::json {

/// The role of the setting enumeration \p T, if it is one.
static std::optional<StringRef> settingRole(QualType T) {
  const auto *ET = T.isNull() ? nullptr : T->getAs<EnumType>();
  return ET ? markerRole(ET->getDecl(), markers::Setting) : std::nullopt;
}

/// The name of the enumerator a template argument holds ("" if none).
static StringRef enumeratorName(const TemplateArgument &V, QualType T) {
  const auto *ET = T->getAs<EnumType>();
  if (!ET || V.getKind() != TemplateArgument::Integral)
    return {};
  for (const EnumConstantDecl *EC : ET->getDecl()->enumerators())
    if (llvm::APSInt::isSameValue(EC->getInitVal(), V.getAsIntegral()))
      return EC->getName();
  return {};
}

const CXXRecordDecl *TidyjsonModel::contextRecord(QualType T) const {
  if (T.isNull())
    return nullptr;
  const CXXRecordDecl *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition())
    return nullptr;
  RD = RD->getDefinition();
  bool Found = hasMarker(RD, markers::Context);
  if (!Found)
    RD->forallBases([&](const CXXRecordDecl *Base) {
      Found = Found || hasMarker(Base, markers::Context);
      return true;
    });
  return Found ? RD : nullptr;
}

/// The types of a class template specialization's arguments, packs
/// expanded.
static void appendTypeArgs(llvm::ArrayRef<TemplateArgument> Args,
                           std::vector<QualType> &Out) {
  for (const TemplateArgument &A : Args) {
    if (A.getKind() == TemplateArgument::Pack)
      appendTypeArgs(A.pack_elements(), Out);
    else if (A.getKind() == TemplateArgument::Type)
      Out.push_back(A.getAsType());
  }
}

/// The settings of a context: values from the specialization, expressions
/// from the base specifier as written.
static void readSettings(const ClassTemplateSpecializationDecl *Base,
                         const CXXBaseSpecifier &BaseSpec, ContextInfo &Info,
                         ASTContext &Ctx) {
  const TemplateArgumentList &Args = Base->getTemplateArgs();
  llvm::SmallVector<TemplateArgument, 8> Values;
  for (unsigned I = 2; I < Args.size(); ++I) {
    if (Args[I].getKind() == TemplateArgument::Pack)
      Values.append(Args[I].pack_begin(), Args[I].pack_end());
    else
      Values.push_back(Args[I]);
  }
  llvm::SmallVector<const Expr *, 8> Written;
  if (BaseSpec.getTypeSourceInfo()) {
    TypeLoc TL = BaseSpec.getTypeSourceInfo()->getTypeLoc();
    if (auto ETL = TL.getAs<ElaboratedTypeLoc>())
      TL = ETL.getNamedTypeLoc();
    if (auto TSTL = TL.getAs<TemplateSpecializationTypeLoc>())
      for (unsigned I = 2; I < TSTL.getNumArgs(); ++I)
        Written.push_back(TSTL.getArgLoc(I).getSourceExpression());
  }
  for (unsigned I = 0; I < Values.size(); ++I) {
    SettingUse S;
    const TemplateArgument &V = Values[I];
    if (V.getKind() == TemplateArgument::Integral)
      S.Type = V.getIntegralType();
    else if (V.getKind() == TemplateArgument::StructuralValue)
      S.Type = V.getStructuralValueType();
    else if (V.getKind() == TemplateArgument::Declaration)
      S.Type = V.getParamTypeForDecl();
    if (I < Written.size())
      S.Written = Written[I];
    if (!S.Type.isNull()) {
      S.FastPath = readFastPathDeclaration(S.Type->getAsCXXRecordDecl(), Ctx);
      const StringRef Name = enumeratorName(V, S.Type);
      const std::optional<StringRef> Role = settingRole(S.Type);
      if (Role == markers::role::Generation) {
        Info.Mode = Name == markers::GenerationFastPath
                        ? ContextInfo::Generation::FastPath
                    : Name == markers::GenerationMetadata
                        ? ContextInfo::Generation::Metadata
                        : ContextInfo::Generation::Both;
        Info.GenerationWritten = S.Written;
      }
      if (Role == markers::role::Enums)
        Info.EnumsAsString = Name == markers::EnumsAsString;
    }
    Info.Settings.push_back(S);
  }
}

const ContextInfo *TidyjsonModel::context(const CXXRecordDecl *RD) {
  if (!RD || !Ctx || !RD->hasDefinition())
    return nullptr;
  RD = RD->getDefinition();
  if (auto It = Contexts.find(RD); It != Contexts.end())
    return It->second.get();
  // The runtime's context<Self, roots<...>, Settings...> base.
  const CXXBaseSpecifier *BaseSpec = nullptr;
  const ClassTemplateSpecializationDecl *Base = nullptr;
  for (const CXXBaseSpecifier &B : RD->bases()) {
    const auto *CTSD = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
        B.getType()->getAsCXXRecordDecl());
    if (CTSD && hasMarker(CTSD, markers::Context)) {
      BaseSpec = &B;
      Base = CTSD;
    }
  }
  if (!Base) {
    Contexts[RD] = nullptr;
    return nullptr;
  }
  auto Info = std::make_unique<ContextInfo>();
  Info->Record = RD;
  const TemplateArgumentList &Args = Base->getTemplateArgs();
  if (Args.size() >= 2 && Args[1].getKind() == TemplateArgument::Type)
    if (const auto *Roots = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
            Args[1].getAsType()->getAsCXXRecordDecl()))
      appendTypeArgs(Roots->getTemplateArgs().asArray(), Info->Roots);
  if (Args.size() >= 3)
    readSettings(Base, *BaseSpec, *Info, *Ctx);
  const ContextInfo *Out = Info.get();
  Contexts[RD] = std::move(Info);
  ContextOrder.push_back(RD);
  return Out;
}

std::vector<const ContextInfo *> TidyjsonModel::contexts() const {
  std::vector<const ContextInfo *> Out;
  for (const CXXRecordDecl *RD : ContextOrder)
    if (auto It = Contexts.find(RD); It != Contexts.end() && It->second)
      Out.push_back(It->second.get());
  return Out;
}

/// The construction of the runtime options that \p E passes: a temporary,
/// or a variable's initializer (runtime options cannot be assigned to).
static const CXXConstructExpr *optionsConstruction(const Expr *E) {
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
      if (VD->getInit())
        E = stripArgument(VD->getInit());
  if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(E))
    E = stripArgument(FC->getSubExpr());
  return dyn_cast<CXXConstructExpr>(E);
}

bool writesEnumsAsStrings(const CallExpr *Call) {
  for (const Expr *Arg : Call->arguments()) {
    const Expr *E = stripArgument(Arg);
    if (!isRuntimeOptionsType(E->getType()))
      continue;
    const CXXConstructExpr *Construct = optionsConstruction(E);
    if (!Construct)
      return false;
    bool AsString = false;
    for (const Expr *A : Construct->arguments()) {
      const Expr *Setting = A->IgnoreParenImpCasts();
      const auto *Ref = dyn_cast<DeclRefExpr>(Setting);
      const auto *EC =
          Ref ? dyn_cast<EnumConstantDecl>(Ref->getDecl()) : nullptr;
      const bool IsEnums =
          settingRole(Setting->getType()) == markers::role::Enums;
      // An enums setting computed at run time: not visibly as_string.
      if (!EC && IsEnums)
        return false;
      if (EC && IsEnums)
        AsString = EC->getName() == markers::EnumsAsString;
    }
    return AsString;
  }
  return false; // the default options write enumerations as numbers
}

} // namespace clang::tidy::json
